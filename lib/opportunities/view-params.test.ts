import fc from "fast-check";
import { parseOpportunityParams, withOpportunityParams } from "./view-params";

const parse = (query: string) => parseOpportunityParams(new URLSearchParams(query));

describe("parseOpportunityParams", () => {
  it("defaults to open opportunities by gain, first page, every type", () => {
    expect(parse("")).toEqual({
      types: [],
      show: "open",
      table: { sort: "gain", desc: true, pageIndex: 0, pageSize: 25 },
      thresholds: {},
    });
  });

  it("reads types, state, order, search, page and thresholds", () => {
    const params = parse(
      "type=low-ctr,decaying-page,bogus&show=dismissed&sort=impressions&asc=1&q=%20seeds%20&page=3&size=50&maxPosition=30&ctrRatio=0.4",
    );
    expect(params.types).toEqual(["low-ctr", "decaying-page"]);
    expect(params.show).toBe("dismissed");
    expect(params.table).toEqual({
      sort: "impressions",
      desc: false,
      search: "seeds",
      pageIndex: 2,
      pageSize: 50,
    });
    expect(params.thresholds).toEqual({ strikingMaxPosition: 30, lowCtrRatio: 0.4 });
  });

  it("drops what is out of range instead of throwing", () => {
    const params = parse(
      "show=all&sort=evil&page=-2&size=30&maxPosition=2.5&minImpressions=9&decayRatio=3",
    );
    expect(params.show).toBe("open");
    expect(params.table.sort).toBe("gain");
    expect(params.table.pageIndex).toBe(0);
    expect(params.table.pageSize).toBe(25);
    expect(params.thresholds).toEqual({});
  });

  it("writes back what it reads, for any URL", () => {
    fc.assert(
      fc.property(fc.webQueryParameters(), (query) => {
        const params = parse(query);
        expect(parse(withOpportunityParams(new URLSearchParams(query), params))).toEqual(params);
      }),
    );
  });
});
