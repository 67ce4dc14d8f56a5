"use client";

import { useId, useState } from "react";
import { Trash2 } from "lucide-react";
import { WidgetState } from "@/components/data-state/widget-state";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import {
  isFormError,
  useAuthorRules,
  useCreateAuthorRule,
  useDeleteAuthorRule,
  useImportAuthors,
  useSetPageAuthor,
} from "@/hooks/queries/use-authors";
import type { AuthorImportResult } from "@/lib/authors/api-types";
import { formatNumber } from "@/lib/format/numbers";
import { dataErrorToast } from "@/lib/notifications/catalog";

// Rules, CSV import and a page's author by hand: who wrote what, when the pages do not say or say it
// wrongly. A Radix sheet that loads with the first press of its button.

/** The server's message, split by the field parseInput names before it ("pattern: …"). */
function fieldErrors(error: Error, fields: readonly string[]): Record<string, string> {
  const match = /^([\w.]+): (.*)$/s.exec(error.message);
  if (match && fields.includes(match[1]!)) return { [match[1]!]: match[2]! };
  return { form: error.message };
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t px-4 py-4">
      <div className="grid gap-1">
        <h3 id={id} className="font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

function RuleList({ projectId }: { projectId: string }) {
  const rules = useAuthorRules(projectId);
  const remove = useDeleteAuthorRule(projectId);
  if (rules.isPending)
    return <WidgetState status="loading" label="the rules" skeleton="table" rows={3} />;
  if (rules.error) {
    const toast = dataErrorToast(rules.error);
    return (
      <WidgetState
        status="error"
        title={toast.title}
        message={toast.message}
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  }
  if (rules.data.length === 0)
    return <p className="text-sm text-muted-foreground">No rules yet. Add one below.</p>;
  return (
    <ol className="grid gap-2" aria-label="Rules, in the order they apply">
      {rules.data.map((rule) => (
        <li
          key={rule.id}
          data-slot="author-rule"
          className="flex items-center justify-between gap-3 rounded-md border px-3 py-2"
        >
          <span className="grid min-w-0 gap-0.5 text-sm">
            <code className="font-mono wrap-anywhere">{rule.pattern}</code>
            <span className="text-muted-foreground">
              {rule.authorName} · {formatNumber(rule.matches)}{" "}
              {rule.matches === 1 ? "page" : "pages"}
            </span>
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Delete the rule ${rule.pattern}`}
            disabled={remove.isPending}
            onClick={() => remove.mutate(rule.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ol>
  );
}

function AddRule({ projectId }: { projectId: string }) {
  const id = useId();
  const [pattern, setPattern] = useState("");
  const [author, setAuthor] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateAuthorRule(projectId);
  return (
    <form
      noValidate
      aria-label="Add a rule"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { pattern, author },
          {
            onSuccess: () => {
              setPattern("");
              setAuthor("");
              setErrors({});
            },
            onError: (failure) => {
              if (isFormError(failure)) setErrors(fieldErrors(failure, ["pattern", "author"]));
            },
          },
        );
      }}
    >
      <FormField
        id={`${id}-pattern`}
        label="Path pattern"
        hint="* stands for one part of the path, ** for any number: /blog/2024/**"
        error={errors.pattern}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            placeholder="/blog/*"
            value={pattern}
            onChange={(event) => {
              setPattern(event.target.value);
              setErrors({});
            }}
          />
        )}
      </FormField>
      <FormField id={`${id}-author`} label="Author" error={errors.author}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={author}
            onChange={(event) => {
              setAuthor(event.target.value);
              setErrors({});
            }}
          />
        )}
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? "Adding…" : "Add rule"}
      </Button>
    </form>
  );
}

function ImportResult({ result }: { result: AuthorImportResult }) {
  return (
    <div className="grid gap-2" role="status" data-slot="import-result">
      <p className="text-sm font-medium">
        Imported {formatNumber(result.imported)} {result.imported === 1 ? "page" : "pages"}.
        {result.errors.length > 0
          ? ` ${formatNumber(result.errors.length)} ${result.errors.length === 1 ? "line was" : "lines were"} left out:`
          : ""}
      </p>
      {result.errors.length > 0 ? (
        <ul className="max-h-48 overflow-y-auto rounded-md border p-2 text-sm">
          {result.errors.slice(0, 200).map((error) => (
            <li key={error.line}>
              <span className="font-medium tabular-nums">Line {formatNumber(error.line)}:</span>{" "}
              {error.message}
            </li>
          ))}
          {result.errors.length > 200 ? (
            <li className="text-muted-foreground">
              and {formatNumber(result.errors.length - 200)} more.
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

function ImportCsv({ projectId }: { projectId: string }) {
  const id = useId();
  const [csv, setCsv] = useState("");
  const [error, setError] = useState<string>();
  const importer = useImportAuthors(projectId);
  return (
    <form
      noValidate
      aria-label="Import a CSV"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        importer.mutate(csv, {
          onError: (failure) => {
            if (isFormError(failure)) setError(failure.message.replace(/^csv: /, ""));
          },
        });
      }}
    >
      <FormField id={`${id}-file`} label="CSV file">
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              void file.text().then(setCsv, () => setError("This file could not be read."));
            }}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-csv`}
        label="Or paste it"
        hint="One page a line: its URL, then its author. A header row (url, author) is optional."
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            spellCheck={false}
            placeholder={"url,author\nhttps://example.com/blog/post/,Jane Doe"}
            value={csv}
            onChange={(event) => {
              setCsv(event.target.value);
              setError(undefined);
            }}
            className="font-mono text-xs"
          />
        )}
      </FormField>
      <Button
        type="submit"
        className="justify-self-start"
        disabled={importer.isPending || csv.trim() === ""}
      >
        {importer.isPending ? "Importing…" : "Import"}
      </Button>
      {importer.data && !importer.isPending ? <ImportResult result={importer.data} /> : null}
    </form>
  );
}

function PageAuthor({ projectId }: { projectId: string }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [author, setAuthor] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSetPageAuthor(projectId);
  const submit = (name: string | null) =>
    save.mutate(
      { url, author: name },
      {
        onSuccess: () => setErrors({}),
        onError: (failure) => {
          if (!isFormError(failure)) return;
          const found = fieldErrors(failure, ["url", "author"]);
          // "This URL is not a page of the property" names no field, but it is the URL's.
          setErrors(found.form ? { url: found.form } : found);
        },
      },
    );
  return (
    <form
      noValidate
      aria-label="Set a page's author"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit(author.trim() === "" ? null : author);
      }}
    >
      <FormField id={`${id}-url`} label="Page URL" error={errors.url}>
        {(control) => (
          <Input
            {...control}
            type="url"
            autoComplete="off"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setErrors({});
            }}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-author`}
        label="Author"
        hint="Leave it empty to say no one wrote the page."
        error={errors.author}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={author}
            onChange={(event) => {
              setAuthor(event.target.value);
              setErrors({});
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save author"}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() => {
            setAuthor("");
            submit(null);
          }}
        >
          Clear author
        </Button>
      </div>
    </form>
  );
}

/** The project's rules, a CSV import and one page's author by hand, in a side sheet. */
export function RulesSheet({
  projectId,
  open,
  setOpen,
}: {
  projectId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="right" className="w-full overflow-y-auto sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>Rules and import</SheetTitle>
          <SheetDescription>
            Who wrote a page, strongest first: your edit of the page, a CSV import, a rule (the
            first that matches), then what the crawl read on the page.
          </SheetDescription>
        </SheetHeader>
        <Section
          id="authors-rules"
          title="Rules"
          description="Every page whose path matches a pattern is the rule's author's."
        >
          <RuleList projectId={projectId} />
          <AddRule projectId={projectId} />
        </Section>
        <Section
          id="authors-import"
          title="Import a CSV"
          description="Pages and their authors from a spreadsheet or your CMS."
        >
          <ImportCsv projectId={projectId} />
        </Section>
        <Section
          id="authors-page"
          title="One page's author"
          description="Set or clear the author of a single page."
        >
          <PageAuthor projectId={projectId} />
        </Section>
      </SheetContent>
    </Sheet>
  );
}
