// Static class strings and native controls for the free tools' forms. They mirror components/ui
// (input, textarea, button, tabs, switch) without cva, tailwind-merge or Radix, so a tool page's
// first load carries only the form; the results and their components load when a check starts.

export const inputClass =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

/** Without a height or text size: each use sets its own, as there is no class merging here. */
export const textareaClass =
  "flex field-sizing-content w-full rounded-md border border-input bg-transparent px-3 py-2 shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

export const selectClass =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive";

const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-[color,background-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

/** components/ui Button, variant default, size lg. */
export const submitButtonClass = `${buttonBase} h-11 px-6 text-base has-[>svg]:px-4 bg-primary text-primary-foreground shadow-xs hover:bg-primary/90`;

/** components/ui Button, variant secondary, size default. */
export const secondaryButtonClass = `${buttonBase} h-9 px-4 py-2 text-sm has-[>svg]:px-3 bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80`;

type ControlProps = {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
};

/** A label, one control and its hint and inline error, wired together for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm leading-none font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Two or three exclusive choices drawn as a tab strip: a native radio group, so arrow keys move the
 * choice and the radios themselves take the pointer (each one is stretched, invisible, over its label).
 */
export function SegmentedChoice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex h-9 w-fit items-center rounded-lg bg-muted p-[3px] text-muted-foreground">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative inline-flex h-[calc(100%-1px)] items-center justify-center rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] hover:text-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:border-ring has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 dark:has-[:checked]:border-input"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-md outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** components/ui Switch as a native checkbox with the switch role: Space toggles it, a label names it. */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="relative inline-flex h-[1.15rem] w-8 shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 cursor-pointer appearance-none rounded-full outline-none"
        />
        {/* The off track uses muted-foreground to keep 3:1 contrast against the page (WCAG 1.4.11). */}
        <span
          aria-hidden
          className="pointer-events-none inline-flex size-full items-center rounded-full bg-muted-foreground shadow-xs transition-all peer-checked:bg-primary peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-checked:[&>span]:translate-x-[calc(100%-2px)]"
        >
          <span className="block size-4 rounded-full bg-background transition-transform" />
        </span>
      </span>
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
    </div>
  );
}
