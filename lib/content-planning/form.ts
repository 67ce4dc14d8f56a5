import type { ContentPrefill } from "@/lib/content/prefill";
import type { ContentCreateInput, ContentUpdateInput } from "@/lib/content/schemas";
import type {
  ContentItem,
  ContentPriority,
  ContentSource,
  ContentStatus,
} from "@/lib/content/types";

// The item form's fields as typed text, and the create or update they make. Pure; the form checks
// the result with the content schemas before it is sent.

export type ItemFormValues = {
  title: string;
  status: ContentStatus;
  priority: ContentPriority;
  author: string;
  dueDate: string;
  publishDate: string;
  targetUrl: string;
  /** One query a line. */
  targetQueries: string;
  /** Separated by commas. */
  tags: string;
  briefMd: string;
};

export type ItemFormField = keyof ItemFormValues | "sourceRef" | "form";
export type ItemFormErrors = Partial<Record<ItemFormField, string>>;

export function valuesOf(item: ContentItem): ItemFormValues {
  return {
    title: item.title,
    status: item.status,
    priority: item.priority,
    author: item.author ?? "",
    dueDate: item.dueDate ?? "",
    publishDate: item.publishDate ?? "",
    targetUrl: item.targetUrl ?? "",
    targetQueries: item.targetQueries.join("\n"),
    tags: item.tags.join(", "),
    briefMd: item.briefMd,
  };
}

export function valuesOfDraft(draft: ContentPrefill["draft"] = {}): ItemFormValues {
  return {
    title: draft.title ?? "",
    status: "idea",
    priority: "medium",
    author: "",
    dueDate: "",
    publishDate: "",
    targetUrl: draft.targetUrl ?? "",
    targetQueries: (draft.targetQueries ?? []).join("\n"),
    tags: "",
    briefMd: "",
  };
}

const list = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The fields as the routes take them. */
export function fieldsOf(values: ItemFormValues) {
  return {
    title: values.title,
    status: values.status,
    priority: values.priority,
    author: orNull(values.author),
    dueDate: orNull(values.dueDate),
    publishDate: orNull(values.publishDate),
    targetUrl: orNull(values.targetUrl),
    targetQueries: list(values.targetQueries, /\r?\n/),
    tags: list(values.tags, /,/),
    briefMd: values.briefMd,
  };
}

export function createInput(
  projectId: string,
  values: ItemFormValues,
  source: { source: ContentSource; sourceRef: string | null },
): ContentCreateInput {
  return { projectId, ...fieldsOf(values), ...source };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed since `base`, with its version; null when nothing did. */
export function updateInput(
  projectId: string,
  base: ContentItem,
  values: ItemFormValues,
): ContentUpdateInput | null {
  const fields = fieldsOf(values);
  const before = fieldsOf(valuesOf(base));
  const changed = Object.fromEntries(
    Object.entries(fields).filter(
      ([key, value]) => !same(value, before[key as keyof typeof before]),
    ),
  );
  if (Object.keys(changed).length === 0) return null;
  return { projectId, version: base.version, ...changed };
}

const FIELDS: readonly string[] = [
  ...Object.keys(valuesOfDraft()),
  "sourceRef",
] satisfies readonly string[];

/** The schema's issues by field, the first message of each; the rest are the form's. */
export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: ItemFormErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const field = (typeof key === "string" && FIELDS.includes(key) ? key : "form") as ItemFormField;
    errors[field] ??= issue.message;
  }
  return errors;
}
