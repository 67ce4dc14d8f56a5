// The inner loop of a search request: each series' prefix sums at the range's boundaries, split
// by country and device, then into its pages, then by search type and appearance, and handed
// to the row sink one date interval at a time. All splits act on prefix sums (search-split.ts).
import type { SearchWorld } from "./search-build";
import { TYPE_TRAFFIC, profileOf, type Categories, type SearchType } from "./search-categories";
import type { RowSink } from "./search-rows";
import { chainSplit, goldenOffset, tailOffset } from "./search-split";
import type { SeriesView } from "./search-view";

export type CellOptions = {
  type: SearchType;
  dated: boolean;
  from: number;
  to: number;
  /** Allowed queries, or null when the request neither groups nor filters by query. */
  queries: Uint8Array | null;
  pages: Uint8Array;
  /** The request groups or filters by page: every series is split into its pages. */
  pagesFiltered: boolean;
  countries: Uint8Array | null;
  devices: Uint8Array | null;
  appearances: Uint8Array | null;
};

const MAX_PAGES = 32;
const TYPE_INDEX: Record<SearchType, number> = {
  web: 0,
  image: 1,
  video: 2,
  news: 3,
  discover: 4,
  googleNews: 5,
};

export class SeriesCells {
  private readonly typeOfPage: { impressions: number; clicks: number; position: number }[] | null;

  constructor(
    private world: SearchWorld,
    private categories: Categories,
    private o: CellOptions,
  ) {
    const traffic = o.type === "web" ? null : TYPE_TRAFFIC[o.type];
    this.typeOfPage = traffic
      ? world.site.pages.map((page) => {
          const eligible =
            o.type === "video"
              ? page.appearances.some(([v]) => v === "VIDEO")
              : traffic.kinds.includes(page.kind);
          return eligible ? traffic : { impressions: 0, clicks: 0, position: 0 };
        })
      : null;
  }

  emitAll(view: SeriesView, sink: RowSink): void {
    const { world, o, categories } = this;
    const dayCount = o.dated ? o.to - o.from + 1 : 1;
    const nB = dayCount + 1;
    const bounds = Int32Array.from({ length: nB }, (_, j) =>
      o.dated || j === 0 ? o.from - world.firstDay + j : o.to - world.firstDay + 1,
    );
    const ser = new Float64Array(nB * 3);
    const pagesOf = new Int32Array(MAX_PAGES);
    const pos = new Float64Array(MAX_PAGES * dayCount);
    const seriesPos = new Float64Array(dayCount);
    const countries = categories.countries.length;
    const cellCount = (o.countries ? countries : 1) * (o.devices ? 3 : 1);
    const cellC = new Float64Array(cellCount * nB);
    const cellN = new Float64Array(cellCount * nB);
    const splitC = new Float64Array(countries);
    const splitN = new Float64Array(countries);
    const deviceC = new Float64Array(3);
    const deviceN = new Float64Array(3);
    const pairC = new Float64Array(MAX_PAGES * nB);
    const pairN = new Float64Array(MAX_PAGES * nB);
    const slots = new Int32Array(6);
    const named = world.series.length;

    for (let s = 0; s < world.seriesPage.length; s++) {
      const q = world.seriesQuery[s]!;
      if (o.queries && (q < 0 || !o.queries[q])) continue;
      const plan = s < named ? world.series[s] : undefined;
      const tails = plan?.tails;
      const pairs = 1 + (tails ? tails.pages.length : 0);
      pagesOf[0] = world.seriesPage[s]!;
      let inside = o.pages[pagesOf[0]]!;
      for (let k = 1; k < pairs; k++) {
        pagesOf[k] = tails!.pages[k - 1]!;
        inside += o.pages[pagesOf[k]!]!;
      }
      if (inside === 0) continue;
      for (let j = 0; j < nB; j++) view.read(s, bounds[j]!, ser, j * 3);
      const last = (nB - 1) * 3;
      if (ser[last]! + ser[last + 1]! === ser[0]! + ser[1]!) continue;
      const byPage =
        o.pagesFiltered || inside < pairs || this.typeOfPage !== null || o.appearances !== null;

      // Positions per interval: the dominant page's from its drawn sums, each tail page's fixed.
      const tailU = tails ? tailOffset(s) : 0;
      let prevTail = 0;
      for (let j = 0; j < nB; j++) {
        const c = ser[j * 3]!;
        const n = ser[j * 3 + 1]!;
        const tail = tails
          ? Math.floor(tails.clickShare * c + tailU) + Math.floor(tails.impShare * n + 1 - tailU)
          : 0;
        if (j > 0) {
          const dI = c + n - ser[(j - 1) * 3]! - ser[(j - 1) * 3 + 1]!;
          const dTail = tail - prevTail;
          const dW = (ser[j * 3 + 2]! - ser[(j - 1) * 3 + 2]!) / 10;
          const dominant = dI - dTail > 0 ? dW / (dI - dTail) : (plan?.position ?? 10);
          pos[j - 1] = dominant;
          seriesPos[j - 1] = dI > 0 ? (dW + dTail * (tails?.meanPosition ?? 0)) / dI : dominant;
        }
        prevTail = tail;
      }
      for (let k = 1; k < pairs; k++)
        pos.fill(tails!.positions[k - 1]!, k * dayCount, (k + 1) * dayCount);

      // Country and device cells of the series (one whole cell when neither is asked for).
      const profile = profileOf(world.dataset, q, q >= 0 ? 0 : pagesOf[0]!);
      const countryChain = categories.countryChains[profile]!;
      const deviceChain = categories.deviceChains[profile]!;
      for (let j = 0; j < nB; j++) {
        const c = ser[j * 3]!;
        const n = ser[j * 3 + 1]!;
        if (!o.countries && !o.devices) {
          cellC[j] = c;
          cellN[j] = n;
          continue;
        }
        const parts = o.countries ? countries : 1;
        if (o.countries) chainSplit(countryChain, s * 7, c, n, splitC, splitN);
        else [splitC[0], splitN[0]] = [c, n];
        for (let k = 0; k < parts; k++) {
          if (!o.devices) {
            cellC[k * nB + j] = splitC[k]!;
            cellN[k * nB + j] = splitN[k]!;
            continue;
          }
          chainSplit(deviceChain, s * 7 + 1 + k, splitC[k]!, splitN[k]!, deviceC, deviceN);
          for (let d = 0; d < 3; d++) {
            cellC[(k * 3 + d) * nB + j] = deviceC[d]!;
            cellN[(k * 3 + d) * nB + j] = deviceN[d]!;
          }
        }
      }

      for (let cell = 0; cell < cellCount; cell++) {
        const country = o.devices ? Math.floor(cell / 3) : cell;
        const device = o.devices ? cell % 3 : 0;
        if (o.countries && !o.countries[country]) continue;
        if (o.devices && !o.devices[device]) continue;
        slots[1] = q < 0 ? 0 : q;
        slots[3] = o.countries ? country : 0;
        slots[4] = device;
        slots[5] = 0;
        if (!byPage) {
          slots[2] = pagesOf[0]!;
          for (let j = 0; j < dayCount; j++) {
            const c0 = cell * nB + j;
            const dC = cellC[c0 + 1]! - cellC[c0]!;
            const dI = dC + cellN[c0 + 1]! - cellN[c0]!;
            if (dI <= 0) continue;
            slots[0] = j;
            sink.add(slots, dC, dI, dI * seriesPos[j]!);
          }
          continue;
        }
        for (let j = 0; j < nB; j++) {
          this.splitPages(s, cellC[cell * nB + j]!, cellN[cell * nB + j]!, pairC, pairN, j, nB);
        }
        for (let k = 0; k < pairs; k++) {
          const page = pagesOf[k]!;
          if (!o.pages[page]) continue;
          slots[2] = page;
          this.emitPair(s, k, page, pairC, pairN, k * nB, nB, pos, k * dayCount, slots, sink);
        }
      }
    }
  }

  /** Splits a series' (clicks, non-clicks) into its dominant page (0) and tail pages (1…). */
  private splitPages(
    s: number,
    c: number,
    n: number,
    outC: Float64Array,
    outN: Float64Array,
    j: number,
    nB: number,
  ): void {
    const tails = s < this.world.series.length ? this.world.series[s]!.tails : undefined;
    if (!tails) {
      outC[j] = c;
      outN[j] = n;
      return;
    }
    const u = tailOffset(s);
    const tc = Math.floor(tails.clickShare * c + u);
    const tn = Math.floor(tails.impShare * n + 1 - u);
    outC[j] = c - tc;
    outN[j] = n - tn;
    let restC = tc;
    let restN = tn;
    const last = tails.fractions.length - 1;
    for (let k = 0; k < last; k++) {
      const f = tails.fractions[k]!;
      const v = goldenOffset(s * 31 + k);
      const pc = Math.floor(f * restC + v);
      const pn = Math.floor(f * restN + 1 - v);
      outC[(k + 1) * nB + j] = pc;
      outN[(k + 1) * nB + j] = pn;
      restC -= pc;
      restN -= pn;
    }
    outC[(last + 1) * nB + j] = restC;
    outN[(last + 1) * nB + j] = restN;
  }

  /** One page of a series: its search-type share, then each appearance (or the whole). */
  private emitPair(
    s: number,
    k: number,
    page: number,
    pairC: Float64Array,
    pairN: Float64Array,
    at: number,
    nB: number,
    pos: Float64Array,
    posAt: number,
    slots: Int32Array,
    sink: RowSink,
  ): void {
    const type = this.typeOfPage?.[page];
    if (type && type.impressions === 0) return;
    const typeKey = (s * 64 + k) * 8 + TYPE_INDEX[this.o.type];
    const tu = type ? goldenOffset(typeKey) : 0;
    const shift = type ? type.position : 0;
    const list = this.categories.pageAppearances[page]!;
    const count = this.o.appearances ? list.length : 1;
    for (let a = 0; a < count; a++) {
      const appearance = this.o.appearances ? list[a]! : null;
      if (appearance && !this.o.appearances![appearance.index]) continue;
      const au = appearance ? goldenOffset(typeKey * 16 + appearance.index) : 0;
      slots[5] = appearance ? appearance.index : 0;
      let c0 = 0;
      let n0 = 0;
      for (let j = 0; j < nB; j++) {
        let c = pairC[at + j]!;
        let n = pairN[at + j]!;
        if (type) {
          c = Math.floor(type.clicks * c + tu);
          n = Math.floor(type.impressions * n + 1 - tu);
        }
        if (appearance) {
          c = Math.floor(appearance.share * c + au);
          n = Math.floor(appearance.share * n + 1 - au);
        }
        if (j > 0) {
          const dC = c - c0;
          const dI = dC + n - n0;
          if (dI > 0) {
            slots[0] = j - 1;
            sink.add(slots, dC, dI, dI * (pos[posAt + j - 1]! + shift));
          }
        }
        c0 = c;
        n0 = n;
      }
    }
  }
}
