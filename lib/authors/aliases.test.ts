import { canonicalAuthorId, checkAliases, mergeAuthors, renameAuthor } from "./aliases";

const map = (...pairs: [string, string][]) => new Map(pairs);

describe("canonicalAuthorId", () => {
  it("follows aliases transitively", () => {
    expect(canonicalAuthorId(map(["a", "b"], ["b", "c"]), "a")).toBe("c");
    expect(canonicalAuthorId(map(["a", "b"]), "z")).toBe("z");
  });

  it("stops on a loop in unchecked data instead of running forever", () => {
    expect(canonicalAuthorId(map(["a", "b"], ["b", "a"]), "a")).toBe("b");
  });
});

describe("checkAliases", () => {
  it("accepts chains and refuses self-aliases, forks and loops", () => {
    expect(
      checkAliases([
        ["a", "b"],
        ["b", "c"],
      ]).ok,
    ).toBe(true);
    expect(checkAliases([["a", "a"]])).toEqual({ ok: false, error: "“a” points to itself." });
    expect(
      checkAliases([
        ["a", "b"],
        ["a", "c"],
      ]),
    ).toMatchObject({ ok: false });
    expect(
      checkAliases([
        ["a", "b"],
        ["b", "c"],
        ["c", "a"],
      ]),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/loop/),
    });
  });
});

describe("mergeAuthors", () => {
  it("points the merged author at the one it joins, without changing the input", () => {
    const aliases = map(["x", "a"]);
    const result = mergeAuthors(aliases, "a", "b");
    expect(result).toEqual({ ok: true, aliases: map(["x", "a"], ["a", "b"]) });
    expect(aliases).toEqual(map(["x", "a"]));
  });

  it("merges whole groups: an alias's author joins the other's author", () => {
    const result = mergeAuthors(map(["x", "a"], ["y", "b"]), "x", "y");
    expect(result.ok && canonicalAuthorId(result.aliases, "x")).toBe("b");
    expect(result.ok && canonicalAuthorId(result.aliases, "a")).toBe("b");
  });

  it("refuses a merge that would close a loop, or into itself", () => {
    expect(mergeAuthors(map(["b", "a"]), "a", "b")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/already one author/),
    });
    expect(mergeAuthors(map(["a", "b"], ["b", "c"]), "c", "a")).toMatchObject({ ok: false });
    expect(mergeAuthors(new Map(), "a", "a")).toMatchObject({ ok: false });
  });
});

describe("renameAuthor", () => {
  const directory = {
    names: new Map([
      ["jane-doe", "Jane Doe"],
      ["john-roe", "John Roe"],
    ]),
    aliases: new Map(),
  };

  it("changes only the display name for a new spelling of the same id", () => {
    const result = renameAuthor(directory, "jane-doe", "  JANE   doe ");
    expect(result).toEqual({
      ok: true,
      directory: {
        names: new Map([
          ["jane-doe", "JANE doe"],
          ["john-roe", "John Roe"],
        ]),
        aliases: new Map(),
      },
    });
  });

  it("gives a new name a new id and points the old one at it", () => {
    const result = renameAuthor(directory, "jane-doe", "Jane Smith");
    expect(result.ok && result.directory.names.get("jane-smith")).toBe("Jane Smith");
    expect(result.ok && result.directory.names.has("jane-doe")).toBe(false);
    expect(result.ok && canonicalAuthorId(result.directory.aliases, "jane-doe")).toBe("jane-smith");
  });

  it("renaming back restores the old id without a loop", () => {
    const first = renameAuthor(directory, "jane-doe", "Jane Smith");
    if (!first.ok) throw new Error(first.error);
    const back = renameAuthor(first.directory, "jane-smith", "Jane Doe");
    if (!back.ok) throw new Error(back.error);
    expect(checkAliases(back.directory.aliases).ok).toBe(true);
    expect(canonicalAuthorId(back.directory.aliases, "jane-smith")).toBe("jane-doe");
    expect(canonicalAuthorId(back.directory.aliases, "jane-doe")).toBe("jane-doe");
    expect(back.directory.names.get("jane-doe")).toBe("Jane Doe");
  });

  it("merges into the author who already has the name", () => {
    const result = renameAuthor(directory, "jane-doe", "John Roe");
    expect(result.ok && canonicalAuthorId(result.directory.aliases, "jane-doe")).toBe("john-roe");
    expect(result.ok && [...result.directory.names.keys()]).toEqual(["john-roe"]);
  });

  it("refuses an empty name", () => {
    expect(renameAuthor(directory, "jane-doe", "   ")).toEqual({
      ok: false,
      error: "A name cannot be empty.",
    });
  });
});
