import { describe, expect, it } from "vitest";
import {
  boardParams,
  DEFAULT_PLANNING_STATE,
  listParams,
  parsePlanningState,
  withoutPrefill,
  withPlanningState,
} from "./url-state";

const PROJECT = "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b";
const ITEM = "0b9f1c7e-0000-4000-8000-000000000001";
const parse = (query: string) => parsePlanningState(new URLSearchParams(query));

describe("parsePlanningState", () => {
  it("gives the defaults for an empty URL", () => {
    expect(parse("")).toEqual(DEFAULT_PLANNING_STATE);
  });

  it("reads every param", () => {
    expect(
      parse(
        `view=table&q=+seeds+&tag=guide&author=Ana&status=review&sort=dueDate&desc=1&page=3&size=50&item=${ITEM.toUpperCase()}`,
      ),
    ).toEqual({
      view: "table",
      q: "seeds",
      tag: "guide",
      author: "Ana",
      status: "review",
      sort: "dueDate",
      desc: true,
      pageIndex: 2,
      pageSize: 50,
      item: ITEM,
    });
  });

  it("drops what is invalid instead of throwing", () => {
    const state = parse(
      `view=list&status=done&sort=clicks&page=-2&size=7&item=42&q=${"x".repeat(201)}&tag=a%0Ab`,
    );
    expect(state).toEqual(DEFAULT_PLANNING_STATE);
    expect(parse("page=1.5").pageIndex).toBe(0);
  });

  it("sorts dates of change and priority descending by default, the rest ascending", () => {
    expect(parse("sort=priority").desc).toBe(true);
    expect(parse("sort=title").desc).toBe(false);
    expect(parse("sort=title&desc=1").desc).toBe(true);
    expect(parse("sort=updatedAt&desc=0").desc).toBe(false);
  });
});

describe("withPlanningState", () => {
  it("leaves defaults out and keeps the other params", () => {
    const search = new URLSearchParams(`project=${PROJECT}&view=table&q=old`);
    expect(withPlanningState(search, DEFAULT_PLANNING_STATE).toString()).toBe(`project=${PROJECT}`);
  });

  it("writes what the parser reads back", () => {
    const state = {
      ...DEFAULT_PLANNING_STATE,
      view: "table" as const,
      q: "seed guide",
      status: "writing" as const,
      sort: "title" as const,
      desc: true,
      pageIndex: 1,
      item: ITEM,
    };
    const written = withPlanningState(new URLSearchParams(), state);
    expect(written.get("desc")).toBe("1");
    expect(parsePlanningState(written)).toEqual(state);
    expect(withPlanningState(new URLSearchParams(), { ...state, desc: false }).has("desc")).toBe(
      false,
    );
  });
});

describe("requests", () => {
  it("sends the board only its filters, and only the ones set", () => {
    const state = parse("q=seeds&status=idea&sort=title");
    expect(boardParams(PROJECT, state)).toEqual({
      projectId: PROJECT,
      q: "seeds",
      tag: undefined,
      author: undefined,
    });
  });

  it("sends the table its status, order and page", () => {
    expect(listParams(PROJECT, parse("status=idea&sort=title&page=2&tag=guide"))).toEqual({
      projectId: PROJECT,
      q: undefined,
      tag: "guide",
      author: undefined,
      status: "idea",
      sort: "title",
      desc: false,
      pageIndex: 1,
      pageSize: 25,
    });
  });
});

describe("withoutPrefill", () => {
  it("takes the create form's params off the URL", () => {
    const search = new URLSearchParams(
      `project=${PROJECT}&new=1&title=T&query=a&query=b&url=https://x.example/&source=search_query&sourceRef=a&view=table`,
    );
    expect(withoutPrefill(search).toString()).toBe(`project=${PROJECT}&view=table`);
  });
});
