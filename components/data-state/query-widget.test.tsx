// @vitest-environment jsdom
import { useState } from "react";
import { flushSync } from "react-dom";
import { act, render, screen } from "@testing-library/react";
import { ApiRequestError } from "@/lib/query/request";
import { combineQueries, QueryWidget, withComparison, type WidgetQuery } from "./query-widget";

const query = <T,>(patch: Partial<WidgetQuery<T>>): WidgetQuery<T> => ({
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: vi.fn(),
  ...patch,
});

describe("combineQueries and withComparison", () => {
  it("has data once every query has, and the first error", () => {
    const error = new Error("boom");
    expect(combineQueries([query({ data: 1 }), query({ isPending: true })]).data).toBeUndefined();
    const both = combineQueries<[number, string]>([query({ data: 1 }), query({ data: "a" })]);
    expect(both.data).toEqual([1, "a"]);
    expect(combineQueries([query({ data: 1 }), query({ error })]).error).toBe(error);
  });

  it("pairs a query with its comparison, or with null outside compare mode", () => {
    expect(withComparison(query({ data: 1 }), null).data).toEqual({ now: 1, before: null });
    expect(withComparison(query({ data: 1 }), query({ data: 2 })).data).toEqual({
      now: 1,
      before: 2,
    });
    expect(withComparison(query({ data: 1 }), query({ isPending: true })).data).toBeUndefined();
  });
});

describe("QueryWidget", () => {
  const content = (data: number[]) => <p>{`${data.length} rows`}</p>;
  const empty = { title: "Nothing here", description: "Pick a longer range." };

  it("shows a skeleton, then the content or why it is empty", () => {
    const { rerender } = render(
      <QueryWidget query={query<number[]>({ isPending: true })} label="top queries">
        {content}
      </QueryWidget>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading top queries...");
    rerender(
      <QueryWidget
        query={query({ data: [1, 2] })}
        label="top queries"
        isEmpty={(d) => d.length === 0}
        empty={empty}
      >
        {content}
      </QueryWidget>,
    );
    expect(screen.getByText("2 rows")).toBeInTheDocument();
    rerender(
      <QueryWidget
        query={query({ data: [] })}
        label="top queries"
        isEmpty={(d) => d.length === 0}
        empty={empty}
      >
        {content}
      </QueryWidget>,
    );
    expect(screen.getByText("Nothing here")).toBeInTheDocument();
  });

  it("shows the catalogue's title for a failure in the widget itself", () => {
    const error = new ApiRequestError(429, "google_rate_limited", "Too many requests.");
    render(
      <QueryWidget query={query<number[]>({ error })} label="top queries">
        {content}
      </QueryWidget>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Rate Limit Reached");
    expect(screen.getByRole("button", { name: "Retry" })).toBeEnabled();
  });

  it("renders its first content at low priority: an urgent update keeps the skeleton, then the content follows", async () => {
    let answer: (data: number[]) => void = () => {};
    function Widget() {
      const [data, setData] = useState<number[] | undefined>(undefined);
      answer = setData;
      return (
        <QueryWidget query={query({ data })} label="top queries">
          {content}
        </QueryWidget>
      );
    }
    render(<Widget />);
    // The query library hands an answer over as an urgent (synchronous) update.
    flushSync(() => answer([1, 2, 3]));
    expect(screen.queryByText("3 rows")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Loading top queries...");
    expect(await screen.findByText("3 rows")).toBeInTheDocument();
    // Later answers (another page) render at once.
    await act(async () => flushSync(() => answer([1])));
    expect(screen.getByText("1 rows")).toBeInTheDocument();
  });
});
