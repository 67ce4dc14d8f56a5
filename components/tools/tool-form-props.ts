/** What every free tool's form takes from its widget: the values, their errors, and the callbacks. */
export type ToolFormProps<Values, Errors = Partial<Record<keyof Values, string>>> = {
  values: Values;
  errors: Errors;
  running: boolean;
  onChange: (values: Values) => void;
  onSubmit: () => void;
};
