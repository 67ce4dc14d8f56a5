import { APP_VIEWS } from "./app-views";
import type { DocSection } from "./types";

function Kbd({ children }: { children: React.ReactNode }) {
  return <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{children}</kbd>;
}

export const views: DocSection = {
  id: "views",
  title: "The views",
  body: (
    <>
      <p>
        The sidebar lists the views; collapse it to icons with <Kbd>Ctrl</Kbd>+<Kbd>B</Kbd> (
        <Kbd>⌘</Kbd>+<Kbd>B</Kbd> on a Mac). On a phone it opens as a panel from the side. Each view
        below shows its address in the app.
      </p>
      {APP_VIEWS.map((view) => (
        <div key={view.id}>
          <h3 id={view.id}>{view.name}</h3>
          <p>
            <code>{view.path}</code>
          </p>
          <p>{view.text}</p>
        </div>
      ))}
    </>
  ),
  children: APP_VIEWS.map((view) => ({ id: view.id, title: view.name })),
};
