import * as z from "@/lib/zod-mini";
import { idSchema, isoDateSchema, projectIdSchema } from "@/lib/data-api/schemas/common";
import { multiLineText, singleLineText } from "@/lib/zod-text";
import {
  CANNIBAL_ACTIONS,
  CONTENT_LIMITS as L,
  CONTENT_PRIORITIES,
  CONTENT_SORTS,
  CONTENT_SOURCES,
  CONTENT_STATUSES,
} from "./types";

// The inputs of the content planning routes, with messages a form can show beside its field.
// Written with zod/mini: the forms load them too.

const line = (max: number, empty: string, tooLong: string) =>
  z
    .string({ error: empty })
    .check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong), singleLineText());

const unique = (what: string) =>
  z.refine<string[]>(
    (items) => new Set(items.map((i) => i.toLowerCase())).size === items.length,
    `Each ${what} may appear only once.`,
  );

const title = line(
  L.title,
  "Please give the item a title.",
  `A title has at most ${L.title} characters.`,
);

// Search Console writes queries in lower case; a target query is kept the same way to match them.
const targetQueries = z
  .array(
    z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, "A target query cannot be empty."),
        z.maxLength(L.targetQuery, `A target query has at most ${L.targetQuery} characters.`),
        singleLineText(),
      ),
  )
  .check(
    z.maxLength(L.targetQueries, `An item targets at most ${L.targetQueries} queries.`),
    unique("target query"),
  );

const targetUrl = z.nullable(
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(L.targetUrl, `A URL has at most ${L.targetUrl} characters.`),
        singleLineText(),
      ),
    z.url({
      protocol: /^https?$/,
      error: "Please enter the page's full address, starting with https:// or http://.",
    }),
  ),
);

const author = z.nullable(
  line(
    L.author,
    "Choose an author or none.",
    `An author's name has at most ${L.author} characters.`,
  ),
);

const tags = z
  .array(line(L.tag, "A tag cannot be empty.", `A tag has at most ${L.tag} characters.`))
  .check(z.maxLength(L.tags, `An item has at most ${L.tags} tags.`), unique("tag"));

const briefMd = z
  .string()
  .check(
    z.maxLength(L.briefMd, `A brief has at most ${L.briefMd.toLocaleString("en-US")} characters.`),
    multiLineText(),
  );

const status = z.enum(CONTENT_STATUSES, {
  error: "The status must be idea, brief, writing, review, scheduled or published.",
});
const priority = z.enum(CONTENT_PRIORITIES, {
  error: "The priority must be low, medium, high or urgent.",
});
const day = z.nullable(isoDateSchema);

const cannibalQuery = z.nullable(
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, "The cannibalized query cannot be empty."),
      z.maxLength(L.targetQuery, `A query has at most ${L.targetQuery} characters.`),
      singleLineText(),
    ),
);
const cannibalAction = z.nullable(
  z.enum(CANNIBAL_ACTIONS, {
    error: "The fix must be consolidate_redirect, differentiate or relink.",
  }),
);

/** POST /api/content/items/ — a new item, by hand or from an opportunity or a Search Performance row. */
export const contentCreateSchema = z
  .object({
    projectId: projectIdSchema,
    title,
    status: z._default(status, "idea"),
    targetQueries: z._default(targetQueries, []),
    targetUrl: z._default(targetUrl, null),
    author: z._default(author, null),
    priority: z._default(priority, "medium"),
    dueDate: z._default(day, null),
    publishDate: z._default(day, null),
    briefMd: z._default(briefMd, ""),
    tags: z._default(tags, []),
    source: z._default(
      z.enum(CONTENT_SOURCES, {
        error:
          "The source must be manual, opportunity, search_query, search_page or cannibalization.",
      }),
      "manual",
    ),
    sourceRef: z._default(
      z.nullable(
        line(
          L.sourceRef,
          "Say which row the item comes from.",
          `A source reference has at most ${L.sourceRef} characters.`,
        ),
      ),
      null,
    ),
    cannibalQuery: z._default(cannibalQuery, null),
    primaryUrl: z._default(targetUrl, null),
    cannibalAction: z._default(cannibalAction, null),
    actionDate: z._default(day, null),
  })
  .check(
    z.refine((input) => input.source === "manual" || input.sourceRef !== null, {
      message: "Say which opportunity or Search Performance row the item comes from.",
      path: ["sourceRef"],
    }),
  );
export type ContentCreateInput = z.input<typeof contentCreateSchema>;
export type ContentCreate = z.output<typeof contentCreateSchema>;

/** PATCH /api/content/items/[id]/ — any fields, with the version the form was opened on. */
export const contentUpdateSchema = z
  .object({
    projectId: projectIdSchema,
    version: z.int({ error: "Send the item's version with the change." }).check(z.minimum(1)),
    title: z.optional(title),
    status: z.optional(status),
    targetQueries: z.optional(targetQueries),
    targetUrl: z.optional(targetUrl),
    author: z.optional(author),
    priority: z.optional(priority),
    dueDate: z.optional(day),
    publishDate: z.optional(day),
    briefMd: z.optional(briefMd),
    tags: z.optional(tags),
    cannibalQuery: z.optional(cannibalQuery),
    primaryUrl: z.optional(targetUrl),
    cannibalAction: z.optional(cannibalAction),
    actionDate: z.optional(day),
    /** Its place in its board column: between its new neighbours' positions. */
    position: z.optional(
      z
        .number({ error: "The position must be a number." })
        .check(z.minimum(-1e12), z.maximum(1e12)),
    ),
  })
  .check(
    z.refine(
      ({ projectId: _p, version: _v, ...change }) =>
        Object.values(change).some((value) => value !== undefined),
      "Nothing to change.",
    ),
  );
export type ContentUpdateInput = z.input<typeof contentUpdateSchema>;
export type ContentUpdate = z.output<typeof contentUpdateSchema>;

const optionalLine = (max: number, what: string) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `${what} has at most ${max} characters.`),
        singleLineText(),
      ),
  );

/** The filters of the table, the board and the CSV (query parameters). */
const filterShape = {
  projectId: projectIdSchema,
  q: optionalLine(L.search, "A search"),
  tag: optionalLine(L.tag, "A tag"),
  author: optionalLine(L.author, "An author's name"),
};

const queryInt = (min: number, max: number, fallback: number, what: string) =>
  z._default(
    z.coerce
      .number({ error: `${what} must be a number.` })
      .check(
        z.refine(Number.isInteger, `${what} must be a whole number.`),
        z.minimum(min, `${what} is at least ${min}.`),
        z.maximum(max, `${what} is at most ${max}.`),
      ),
    fallback,
  );

/** GET /api/content/items/ and …/export/ — one page (or, for the CSV, every row) of the table. */
export const contentListSchema = z.object({
  ...filterShape,
  status: z.optional(status),
  sort: z._default(
    z.enum(CONTENT_SORTS, { error: `The sort must be one of ${CONTENT_SORTS.join(", ")}.` }),
    "updatedAt",
  ),
  /** Descending; by default for dates of change and priority, ascending for the rest. */
  desc: z.optional(z.stringbool({ error: "desc must be true or false." })),
  pageIndex: queryInt(0, 10_000, 0, "The page"),
  pageSize: queryInt(1, L.pageSize, 25, "The page size"),
});
export type ContentListQuery = z.output<typeof contentListSchema>;
export type ContentFilters = Pick<ContentListQuery, "projectId" | "q" | "tag" | "author">;

/** GET /api/content/items/board/ — every column, in board order. */
export const contentBoardSchema = z.object(filterShape);

export const contentItemIdSchema = idSchema("content item");

/** [id] routes: the item and the project it is in. */
export const contentItemRefSchema = z.object({
  projectId: projectIdSchema,
  id: contentItemIdSchema,
});

export const projectQuerySchema = z.object({ projectId: projectIdSchema });

/** GET /api/content/annotations/ — a project's annotations, within a range when given. */
export const annotationListSchema = z.object({
  projectId: projectIdSchema,
  startDate: z.optional(isoDateSchema),
  endDate: z.optional(isoDateSchema),
});

/** POST /api/content/annotations/ — a note on the charts, by hand. */
export const annotationCreateSchema = z.object({
  projectId: projectIdSchema,
  day: isoDateSchema,
  label: line(
    L.annotationLabel,
    "Please write what happened that day.",
    `A note has at most ${L.annotationLabel} characters.`,
  ),
});
export type AnnotationCreate = z.input<typeof annotationCreateSchema>;

export const annotationRefSchema = z.object({
  projectId: projectIdSchema,
  id: idSchema("annotation"),
});

/** A feed token: 32 random bytes, base64url. Anything else is no feed. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A create or update carries a brief of up to 50,000 characters, up to 4 bytes each in UTF-8. */
export const CONTENT_BODY_BYTES = 256 * 1024;
