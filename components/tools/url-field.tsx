import { Field, inputClass } from "./form-controls";

/** The page or site address a free tool reads: labelled, with its hint and inline error. */
export function UrlField({
  id,
  label = "Page URL",
  hint,
  error,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  hint: React.ReactNode;
  error?: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={inputClass}
          name="url"
          inputMode="url"
          autoComplete="url"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
