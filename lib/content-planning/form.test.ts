import { describe, expect, it } from "vitest";
import { contentCreateSchema, contentUpdateSchema } from "@/lib/content/schemas";
import type { ContentItem } from "@/lib/content/types";
import { createInput, errorsOf, updateInput, valuesOf, valuesOfDraft } from "./form";

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";

const item: ContentItem = {
  id: "0b9f1c7e-0000-4000-8000-000000000001",
  projectId: PROJECT,
  title: "Seed guide",
  status: "writing",
  targetQueries: ["seed starting", "grow lights"],
  targetUrl: "https://greenleaf.example/seeds/",
  author: "Ana",
  priority: "high",
  dueDate: "2026-03-10",
  publishDate: null,
  briefMd: "## Why",
  tags: ["guide", "spring"],
  source: "manual",
  sourceRef: null,
  version: 4,
  position: 1,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  publishedAt: null,
  cannibalQuery: null,
  primaryUrl: null,
  cannibalAction: null,
  actionDate: null,
};

describe("the item form", () => {
  it("sends nothing when nothing changed", () => {
    expect(updateInput(PROJECT, item, valuesOf(item))).toBeNull();
  });

  it("sends only the changed fields, with the version it was opened on", () => {
    const values = {
      ...valuesOf(item),
      title: "Seed starting guide",
      tags: "guide,  spring , indoor",
      author: " ",
      targetQueries: "seed starting\n\ngrow lights\n",
    };
    expect(updateInput(PROJECT, item, values)).toEqual({
      projectId: PROJECT,
      version: 4,
      title: "Seed starting guide",
      tags: ["guide", "spring", "indoor"],
      author: null,
    });
  });

  it("makes a create the schema accepts from a prefill", () => {
    const values = valuesOfDraft({ title: "Write for “seeds”", targetQueries: ["seeds"] });
    const input = createInput(PROJECT, values, { source: "search_query", sourceRef: "seeds" });
    const parsed = contentCreateSchema.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ targetQueries: ["seeds"], targetUrl: null, tags: [] });
  });

  it("puts each schema message beside its field", () => {
    const values = {
      ...valuesOfDraft(),
      title: " ",
      targetUrl: "greenleaf.example",
      tags: "a, a",
    };
    const parsed = contentCreateSchema.safeParse(
      createInput(PROJECT, values, { source: "manual", sourceRef: null }),
    );
    expect(parsed.success).toBe(false);
    const errors = errorsOf(parsed.error!.issues);
    expect(errors.title).toBe("Please give the item a title.");
    expect(errors.targetUrl).toMatch(/starting with https:\/\//);
    expect(errors.tags).toBe("Each tag may appear only once.");
  });

  it("gives issues of no field to the form", () => {
    const parsed = contentUpdateSchema.safeParse({ projectId: "nope", version: 1, title: "x" });
    expect(errorsOf(parsed.error!.issues).form).toMatch(/UUID/);
  });
});
