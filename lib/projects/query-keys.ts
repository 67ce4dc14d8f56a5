// One key per resource, shared by the server prefetch and the client hooks; realtime changes
// invalidate these same keys.
export const projectKeys = {
  all: ["projects"] as const,
};

export const dataSourceKeys = {
  all: ["data-sources"] as const,
  project: (projectId: string) => ["data-sources", projectId] as const,
};

export const googlePropertyKeys = {
  all: ["google-properties"] as const,
};
