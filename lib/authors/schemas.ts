import * as z from "@/lib/zod-mini";
import {
  dateRangeShape,
  idSchema,
  jsonTextSchema,
  projectIdSchema,
  propertyIdSchema,
  startNotAfterEnd,
} from "@/lib/data-api/schemas/common";
import { COMPARE_MODES } from "@/lib/dates/compare";
import { multiLineText, singleLineText } from "@/lib/zod-text";
import {
  AUTHOR_LIST_SORTS,
  AUTHOR_PAGE_SIZE_MAX,
  AUTHOR_PAGE_SORTS,
  AUTHOR_QUERY_SORTS,
} from "./api-types";
import { parseRulePattern } from "./patterns";

// The Authors routes' inputs (lib/authors/api-types.ts lists the routes). Written with zod/mini:
// the views' hooks may load them too.

export const MAX_AUTHOR_NAME = 200;
/** The most characters of one CSV import (50,000 lines of URL and author fit). */
export const MAX_IMPORT_CSV = 5_000_000;
const MAX_URL = 2048;
const MAX_SEARCH = 200;

const authorName = z
  .string({ error: "Please enter the author's name." })
  .check(
    z.trim(),
    z.minLength(1, "Please enter the author's name."),
    z.maxLength(MAX_AUTHOR_NAME, `A name has at most ${MAX_AUTHOR_NAME} characters.`),
    singleLineText(),
  );

/** An author's id (lib/authors/names.ts authorIdOf): lower-case letters, digits and dashes. */
export const authorIdSchema = z
  .string({ error: "Please choose an author." })
  .check(
    z.minLength(1, "Please choose an author."),
    z.maxLength(MAX_AUTHOR_NAME, "That is not an author id."),
    z.regex(/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u, "That is not an author id."),
  );

const scopeShape = {
  projectId: projectIdSchema,
  /** The project's Search Console data source. */
  propertyId: propertyIdSchema,
  ...dateRangeShape,
  compare: z._default(z.nullable(z.enum(COMPARE_MODES)), null),
  fresh: z.optional(z.boolean()),
};

const tableOf = <S extends readonly [string, ...string[]]>(sorts: S, sort: S[number]) =>
  z._default(
    z.object({
      sort: z._default(z.enum(sorts), sort),
      desc: z._default(z.boolean(), true),
      search: z.optional(
        z.string().check(z.maxLength(MAX_SEARCH, `A search has at most ${MAX_SEARCH} characters.`)),
      ),
      pageIndex: z._default(z.int().check(z.minimum(0), z.maximum(100_000)), 0),
      pageSize: z._default(
        z
          .int()
          .check(
            z.minimum(1),
            z.maximum(AUTHOR_PAGE_SIZE_MAX, `A page holds at most ${AUTHOR_PAGE_SIZE_MAX} rows.`),
          ),
        25,
      ),
    }),
    { sort, desc: true, pageIndex: 0, pageSize: 25 },
  );

export const authorListRequestSchema = z
  .object({ ...scopeShape, table: tableOf(AUTHOR_LIST_SORTS, "clicks") })
  .check(startNotAfterEnd());
export type AuthorListInput = z.output<typeof authorListRequestSchema>;

export const authorDetailRequestSchema = z
  .object({ ...scopeShape, authorId: authorIdSchema })
  .check(startNotAfterEnd());
export type AuthorDetailInput = z.output<typeof authorDetailRequestSchema>;

export const authorPagesRequestSchema = z
  .object({ ...scopeShape, authorId: authorIdSchema, table: tableOf(AUTHOR_PAGE_SORTS, "clicks") })
  .check(startNotAfterEnd());
export type AuthorPagesInput = z.output<typeof authorPagesRequestSchema>;

export const authorQueriesRequestSchema = z
  .object({
    ...scopeShape,
    authorId: authorIdSchema,
    table: tableOf(AUTHOR_QUERY_SORTS, "clicks"),
  })
  .check(startNotAfterEnd());
export type AuthorQueriesInput = z.output<typeof authorQueriesRequestSchema>;

/** GET …/export/?request=<the table's request as JSON> */
export const authorListExportSchema = z.object({
  request: z.pipe(jsonTextSchema, authorListRequestSchema),
});
export const authorPagesExportSchema = z.object({
  request: z.pipe(jsonTextSchema, authorPagesRequestSchema),
});
export const authorQueriesExportSchema = z.object({
  request: z.pipe(jsonTextSchema, authorQueriesRequestSchema),
});

export const projectRefSchema = z.object({ projectId: projectIdSchema });

export const ruleCreateSchema = z.object({
  projectId: projectIdSchema,
  pattern: z.string({ error: "Enter a path pattern, such as /blog/*." }).check(
    z.maxLength(600, "A pattern has at most 500 characters."),
    singleLineText(),
    z.superRefine((pattern, ctx) => {
      const parsed = parseRulePattern(pattern);
      if (!parsed.ok) ctx.issues.push({ code: "custom", message: parsed.error, input: pattern });
    }),
  ),
  author: authorName,
});

export const ruleParamsSchema = z.object({ ruleId: idSchema("rule") });

export const importSchema = z.object({
  projectId: projectIdSchema,
  csv: z
    .string({ error: "Please paste or upload a CSV of URL and author." })
    .check(
      z.minLength(1, "The CSV is empty."),
      z.maxLength(MAX_IMPORT_CSV, "A CSV has at most 5,000,000 characters; please split it."),
      multiLineText(),
    ),
});

export const pageEditSchema = z.object({
  projectId: projectIdSchema,
  url: z
    .string({ error: "Please give the page's URL." })
    .check(
      z.trim(),
      z.minLength(1, "Please give the page's URL."),
      z.maxLength(MAX_URL, `A URL has at most ${MAX_URL} characters.`),
      singleLineText(),
    ),
  /** null says the page has no author. */
  author: z.nullable(authorName),
});

export const mergeSchema = z
  .object({ projectId: projectIdSchema, fromId: authorIdSchema, intoId: authorIdSchema })
  .check(
    z.refine((m) => m.fromId !== m.intoId, {
      message: "An author cannot be merged into itself.",
      path: ["intoId"],
    }),
  );

export const renameParamsSchema = z.object({ authorId: authorIdSchema });
export const renameSchema = z.object({ projectId: projectIdSchema, name: authorName });
