"use client";

import { useId, useState } from "react";
import { Loader2, RotateCw, Trash2 } from "lucide-react";
import { WidgetState } from "@/components/data-state/widget-state";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import {
  useContentItem,
  useCreateContentItem,
  useDeleteContentItem,
  useUpdateContentItem,
} from "@/hooks/queries/use-content";
import { toastSuccess } from "@/hooks/queries/mutation-feedback";
import {
  createInput,
  errorsOf,
  updateInput,
  valuesOf,
  valuesOfDraft,
  type ItemFormErrors,
  type ItemFormValues,
} from "@/lib/content-planning/form";
import { PREFILL_PARAMS } from "@/lib/content-planning/url-state";
import { parseContentPrefill } from "@/lib/content/prefill";
import { contentCreateSchema, contentUpdateSchema } from "@/lib/content/schemas";
import {
  CANNIBAL_ACTION_LABELS,
  EDIT_CONFLICT_MESSAGE,
  type ContentItem,
  type ContentSource,
} from "@/lib/content/types";
import { formatDateTime, formatDisplayDate } from "@/lib/dates/format";
import { dataErrorToast } from "@/lib/notifications/catalog";
import { isEditConflict } from "@/lib/query/content";
import { ItemFields } from "./item-fields";
import { CannibalizationPanel } from "./cannibalization-panel";
import { PerformancePanel } from "./performance-panel";
import { TargetQueryFigures, type FiguresScope } from "./target-figures";

export type { FiguresScope } from "./target-figures";

const SOURCE_LABELS: Record<ContentSource, string> = {
  manual: "Added by hand",
  opportunity: "From an opportunity",
  search_query: "From a Search Performance query",
  search_page: "From a Search Performance page",
  cannibalization: "From a cannibalization issue",
};

/** The message of a refused save, for the form (the toast says it too). */
const failureText = (error: unknown) => dataErrorToast(error).message;

function SourceNote({ source, sourceRef }: { source: ContentSource; sourceRef: string | null }) {
  return (
    <p className="text-sm text-muted-foreground" data-slot="item-source">
      {SOURCE_LABELS[source]}
      {sourceRef ? <span className="break-all">: {sourceRef}</span> : null}
    </p>
  );
}

function CannibalNote({ item }: { item: ContentItem }) {
  if (!item.cannibalQuery) return null;
  return (
    <dl className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm">
      <div>
        <dt className="inline font-medium">Query the pages compete for: </dt>
        <dd className="inline">{item.cannibalQuery}</dd>
      </div>
      {item.primaryUrl ? (
        <div>
          <dt className="inline font-medium">Page to keep: </dt>
          <dd className="inline break-all">{item.primaryUrl}</dd>
        </div>
      ) : null}
      {item.cannibalAction ? (
        <div>
          <dt className="inline font-medium">Fix: </dt>
          <dd className="inline">{CANNIBAL_ACTION_LABELS[item.cannibalAction]}</dd>
        </div>
      ) : null}
      {item.actionDate ? (
        <div>
          <dt className="inline font-medium">Made on: </dt>
          <dd className="inline">{formatDisplayDate(item.actionDate)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function CreateItem({
  projectId,
  search,
  onClose,
}: {
  projectId: string;
  search: URLSearchParams;
  onClose: () => void;
}) {
  const id = useId();
  const draft = parseContentPrefill(search)?.draft;
  const source = { source: draft?.source ?? "manual", sourceRef: draft?.sourceRef ?? null };
  const [values, setValues] = useState<ItemFormValues>(() => valuesOfDraft(draft));
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const create = useCreateContentItem(projectId);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contentCreateSchema.safeParse(createInput(projectId, values, source));
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    const { projectId: _project, ...input } = parsed.data;
    create.mutate(input, {
      onSuccess: onClose,
      onError: (error) => setErrors({ form: failureText(error) }),
    });
  }

  return (
    <>
      <SheetHeader className="pr-10">
        <SheetTitle className="text-lg">New item</SheetTitle>
        <SheetDescription>
          {draft?.title
            ? "Filled in from the row you chose; change anything before adding it."
            : "Only a title is needed; the rest can wait."}
        </SheetDescription>
      </SheetHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 px-4 pb-6" aria-label="New item">
        {source.source !== "manual" ? <SourceNote {...source} /> : null}
        {errors.form || errors.sourceRef ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{errors.form ?? errors.sourceRef}</AlertDescription>
          </Alert>
        ) : null}
        <ItemFields
          id={id}
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          errors={errors}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
            Add item
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </>
  );
}

function DeleteItem({
  projectId,
  item,
  onDeleted,
}: {
  projectId: string;
  item: ContentItem;
  onDeleted: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteContentItem(projectId);
  if (!asking)
    return (
      <Button
        type="button"
        variant="ghost"
        className="text-destructive"
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
    );
  return (
    <div
      role="group"
      aria-label="Confirm deletion"
      className="flex w-full flex-wrap items-center gap-2 rounded-md border border-destructive/40 p-3 text-sm"
    >
      <p className="basis-full">Delete “{item.title}” from the plan? This cannot be undone.</p>
      <Button
        type="button"
        variant="destructive"
        disabled={remove.isPending}
        onClick={() => remove.mutate(item.id, { onSuccess: onDeleted })}
      >
        {remove.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        Delete item
      </Button>
      <Button type="button" variant="outline" autoFocus onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </div>
  );
}

function ItemEditor({
  projectId,
  item,
  figures,
  reload,
  onClose,
}: {
  projectId: string;
  item: ContentItem;
  figures: FiguresScope | null;
  reload: () => Promise<ContentItem | undefined>;
  onClose: () => void;
}) {
  const id = useId();
  // The version the form was opened on: a save names it, and only "Reload" replaces it.
  const [base, setBase] = useState(item);
  const [values, setValues] = useState(() => valuesOf(item));
  const [errors, setErrors] = useState<ItemFormErrors>({});
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const update = useUpdateContentItem(projectId);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = updateInput(projectId, base, values);
    if (!input) return onClose();
    const parsed = contentUpdateSchema.safeParse(input);
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    setConflict(false);
    const { projectId: _project, ...change } = parsed.data;
    update.mutate(
      { id: base.id, ...change },
      {
        onSuccess: (saved) => {
          toastSuccess(`Saved “${saved.title}”.`);
          onClose();
        },
        onError: (error) =>
          isEditConflict(error) ? setConflict(true) : setErrors({ form: failureText(error) }),
      },
    );
  }

  async function reloadTheirs() {
    setReloading(true);
    const latest = await reload().finally(() => setReloading(false));
    if (!latest) return;
    setBase(latest);
    setValues(valuesOf(latest));
    setErrors({});
    setConflict(false);
  }

  return (
    <>
      <SheetHeader className="pr-10">
        <SheetTitle className="text-lg wrap-anywhere">{base.title}</SheetTitle>
        <SheetDescription>
          Last changed {formatDateTime(base.updatedAt)}
          {base.author ? ` · ${base.author}` : ""}
        </SheetDescription>
      </SheetHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 px-4 pb-6" aria-label="Edit item">
        <SourceNote source={base.source} sourceRef={base.sourceRef} />
        <CannibalNote item={base} />
        {conflict ? (
          <Alert variant="destructive" role="alert" data-slot="edit-conflict">
            <AlertTitle>This item changed</AlertTitle>
            <AlertDescription className="grid gap-2">
              <p>{EDIT_CONFLICT_MESSAGE}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-fit"
                disabled={reloading}
                onClick={() => void reloadTheirs()}
              >
                <RotateCw aria-hidden className={reloading ? "animate-spin" : undefined} />
                Reload their version
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {errors.form ? (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{errors.form}</AlertDescription>
          </Alert>
        ) : null}
        <ItemFields
          id={id}
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          errors={errors}
          queryFigures={<TargetQueryFigures queries={base.targetQueries} figures={figures} />}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Loader2 aria-hidden className="animate-spin" /> : null}
            Save changes
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <span className="ml-auto" />
          <DeleteItem projectId={projectId} item={base} onDeleted={onClose} />
        </div>
      </form>
      {base.status === "published" ? (
        <div className="px-4 pb-6">
          <PerformancePanel projectId={projectId} itemId={base.id} />
        </div>
      ) : null}
      {base.source === "cannibalization" && base.cannibalQuery ? (
        <div className="px-4 pb-6">
          <CannibalizationPanel projectId={projectId} itemId={base.id} />
        </div>
      ) : null}
    </>
  );
}

function EditItem({
  projectId,
  itemId,
  figures,
  onClose,
}: {
  projectId: string;
  itemId: string;
  figures: FiguresScope | null;
  onClose: () => void;
}) {
  const query = useContentItem(projectId, itemId);
  if (query.data)
    return (
      <ItemEditor
        projectId={projectId}
        item={query.data}
        figures={figures}
        reload={async () => (await query.refetch()).data}
        onClose={onClose}
      />
    );
  return (
    <>
      <SheetHeader className="pr-10">
        <SheetTitle className="text-lg">Content item</SheetTitle>
        <SheetDescription className="sr-only">The item&apos;s details</SheetDescription>
      </SheetHeader>
      <div className="px-4">
        {query.error ? (
          <WidgetState
            status="error"
            title={dataErrorToast(query.error).title}
            message={dataErrorToast(query.error).message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <WidgetState status="loading" label="the item" skeleton="table" rows={6} />
        )}
      </div>
    </>
  );
}

/** A new prefill (another "Add to plan" link) starts a new form; other params leave it alone. */
const prefillKey = (search: URLSearchParams) =>
  PREFILL_PARAMS.map((key) => search.getAll(key).join("\n")).join("\n\n");

/** The sheet of one item (`?item=`), or of a new one (`?new=1`, with its prefill). */
export function ItemSheet({
  projectId,
  itemId,
  creating,
  search,
  figures,
  onClose,
}: {
  projectId: string;
  itemId: string | null;
  creating: boolean;
  search: URLSearchParams;
  figures: FiguresScope | null;
  onClose: () => void;
}) {
  const open = itemId !== null || creating;
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <SheetContent className="w-full gap-0 overflow-y-auto sm:max-w-2xl">
        {creating ? (
          <CreateItem
            key={prefillKey(search)}
            projectId={projectId}
            search={search}
            onClose={onClose}
          />
        ) : itemId ? (
          <EditItem
            key={itemId}
            projectId={projectId}
            itemId={itemId}
            figures={figures}
            onClose={onClose}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
