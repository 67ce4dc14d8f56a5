"use client";

import type { SourceChoice, SourceChoiceGroup } from "./source-choices";

type SourceChoiceListProps = {
  groups: SourceChoiceGroup[];
  checked: ReadonlySet<string>;
  onToggle: (choice: SourceChoice, checked: boolean) => void;
};

/** One checkbox per property, in a fieldset per kind of data source. */
export function SourceChoiceList({ groups, checked, onToggle }: SourceChoiceListProps) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {groups.map((group) => (
        <fieldset key={group.type} className="grid content-start gap-2">
          <legend className="mb-2 text-sm font-semibold">{group.label}</legend>
          {group.choices.map((choice) => (
            <label
              key={choice.key}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm hover:bg-accent has-[:checked]:border-primary has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={checked.has(choice.key)}
                onChange={(event) => onToggle(choice, event.target.checked)}
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium break-words">{choice.name}</span>
                {choice.detail && (
                  <span className="text-xs break-all text-muted-foreground">{choice.detail}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
