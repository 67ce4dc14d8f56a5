"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ItemFormErrors, ItemFormValues } from "@/lib/content-planning/form";
import {
  CONTENT_LIMITS as L,
  CONTENT_PRIORITIES,
  CONTENT_STATUSES,
  CONTENT_STATUS_LABELS,
  type ContentPriority,
  type ContentStatus,
} from "@/lib/content/types";
import { BriefField } from "./brief-field";
import { PRIORITY_LABELS } from "./item-badges";

const SELECT =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** Every field of an item, each with its schema message beside it. */
export function ItemFields({
  id,
  values,
  onChange,
  errors,
  queryFigures,
}: {
  id: string;
  values: ItemFormValues;
  onChange: (patch: Partial<ItemFormValues>) => void;
  errors: ItemFormErrors;
  /** The saved target queries' Search Console figures, under the field. */
  queryFigures?: React.ReactNode;
}) {
  return (
    <div className="grid gap-4">
      <FormField id={`${id}-title`} label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(event) => onChange({ title: event.target.value })}
            maxLength={L.title}
            autoComplete="off"
            required
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-status`} label="Status" error={errors.status}>
          {(control) => (
            <select
              {...control}
              className={SELECT}
              value={values.status}
              onChange={(event) => onChange({ status: event.target.value as ContentStatus })}
            >
              {CONTENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CONTENT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-priority`} label="Priority" error={errors.priority}>
          {(control) => (
            <select
              {...control}
              className={SELECT}
              value={values.priority}
              onChange={(event) => onChange({ priority: event.target.value as ContentPriority })}
            >
              {CONTENT_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-author`} label="Author" error={errors.author}>
          {(control) => (
            <Input
              {...control}
              value={values.author}
              onChange={(event) => onChange({ author: event.target.value })}
              maxLength={L.author}
              autoComplete="off"
              placeholder="No author yet"
            />
          )}
        </FormField>
        <FormField id={`${id}-due`} label="Due date" error={errors.dueDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.dueDate}
              onChange={(event) => onChange({ dueDate: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-publish`}
          label="Publish date"
          error={errors.publishDate}
          hint="Needed to schedule the item; once published, the day it went live."
        >
          {(control) => (
            <Input
              {...control}
              type="date"
              value={values.publishDate}
              onChange={(event) => onChange({ publishDate: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-url`}
          label="Target URL"
          error={errors.targetUrl}
          hint="Needed to publish: the page Rankwell measures."
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              value={values.targetUrl}
              onChange={(event) => onChange({ targetUrl: event.target.value })}
              maxLength={L.targetUrl}
              placeholder="https://"
              autoComplete="off"
            />
          )}
        </FormField>
      </div>
      <FormField
        id={`${id}-queries`}
        label="Target queries"
        error={errors.targetQueries}
        hint={`One query a line, up to ${L.targetQueries}.`}
      >
        {(control) => (
          <Textarea
            {...control}
            value={values.targetQueries}
            onChange={(event) => onChange({ targetQueries: event.target.value })}
            rows={3}
          />
        )}
      </FormField>
      {queryFigures}
      <FormField
        id={`${id}-tags`}
        label="Tags"
        error={errors.tags}
        hint={`Separated by commas, up to ${L.tags}.`}
      >
        {(control) => (
          <Input
            {...control}
            value={values.tags}
            onChange={(event) => onChange({ tags: event.target.value })}
            autoComplete="off"
          />
        )}
      </FormField>
      <BriefField
        id={`${id}-brief`}
        value={values.briefMd}
        onChange={(briefMd) => onChange({ briefMd })}
        error={errors.briefMd}
      />
    </div>
  );
}
