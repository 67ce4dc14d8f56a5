import { noteMarks } from "./annotations";

const days = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    date: `2026-01-${String(from + i).padStart(2, "0")}`,
  }));

const note = (id: string, day: string, label = id) => ({ id, day, label });

describe("notes on a trend", () => {
  it("stands each note on its day's row, sharing a marker with the notes of the same row", () => {
    const marks = noteMarks(
      days(1, 10),
      [
        note("b", "2026-01-05", "Migration"),
        note("a", "2026-01-02"),
        note("c", "2026-01-05", "Ads"),
      ],
      "day",
    );
    expect(marks).toEqual([
      { index: 1, date: "2026-01-02", notes: [note("a", "2026-01-02")], label: "a" },
      {
        index: 4,
        date: "2026-01-05",
        notes: [note("b", "2026-01-05", "Migration"), note("c", "2026-01-05", "Ads")],
        label: "Migration · Ads",
      },
    ]);
  });

  it("leaves out notes outside the rows, and places a day within its week or month", () => {
    const weeks = [{ date: "2026-01-05" }, { date: "2026-01-12" }, { date: "2026-01-19" }];
    expect(
      noteMarks(
        weeks,
        [
          note("before", "2026-01-04"),
          note("mid", "2026-01-14"),
          note("last", "2026-01-25"),
          note("after", "2026-01-26"),
        ],
        "week",
      ).map((m) => [m.index, m.label]),
    ).toEqual([
      [1, "mid"],
      [2, "last"],
    ]);
    const months = [{ date: "2026-01-01" }, { date: "2026-02-01" }];
    expect(
      noteMarks(months, [note("feb", "2026-02-28"), note("mar", "2026-03-01")], "month").map(
        (m) => m.index,
      ),
    ).toEqual([1]);
    expect(noteMarks([], [note("a", "2026-01-01")], "day")).toEqual([]);
  });
});
