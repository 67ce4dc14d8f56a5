// The success texts of the projects mutations; their failures use the data error catalogue in
// lib/notifications/catalog.ts.
export const projectToasts = {
  created: (name: string) => `Project "${name}" created`,
  renamed: (name: string) => `Project renamed to "${name}"`,
  deleted: (name: string) => `Project "${name}" deleted`,
  brandTermsSaved: (name: string, count: number) =>
    count === 0
      ? `Brand terms of "${name}" cleared`
      : `${count} brand ${count === 1 ? "term" : "terms"} saved for "${name}"`,
  connected: (property: string, project: string) => `${property} connected to ${project}`,
  disconnected: (property: string, project: string) => `${property} disconnected from ${project}`,
};
