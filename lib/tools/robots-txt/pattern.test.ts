import { compilePattern, pathOfUrl } from "./pattern";

/** RobotsMatchStrategy::Matches from robots.cc, transcribed as a reference. */
function googleMatches(path: string, pattern: string): boolean {
  let pos = [0];
  for (let p = 0; p < pattern.length; p++) {
    const ch = pattern[p]!;
    if (ch === "$" && p + 1 === pattern.length) return pos[pos.length - 1] === path.length;
    if (ch === "*") {
      pos = Array.from({ length: path.length - pos[0]! + 1 }, (_, i) => pos[0]! + i);
    } else {
      pos = pos.filter((i) => i < path.length && path[i] === ch).map((i) => i + 1);
      if (pos.length === 0) return false;
    }
  }
  return true;
}

describe("compilePattern", () => {
  it.each([
    ["/fish", "/fish.html", true],
    ["/fish", "/Fish.asp", false],
    ["/*.php$", "/folder/filename.php", true],
    ["/*.php$", "/filename.php?parameters", false],
    ["/fish*.php", "/fishheads/catfish.php?parameters", true],
    ["/$", "/", true],
    ["/$", "/page", false],
    ["$", "/", false],
    ["*$", "/anything", true],
    ["/a$b", "/a$b/c", true],
    ["/a*a$", "/a", false],
    ["", "/x", true],
  ])("%s against %s is %s", (pattern, path, expected) => {
    expect(compilePattern(pattern)(path)).toBe(expected);
    expect(googleMatches(path, pattern)).toBe(expected);
  });

  it("agrees with Google's algorithm on 20,000 random patterns and paths", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = (alphabet: string, max: number) =>
      Array.from(
        { length: Math.floor(random() * max) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join("");
    for (let i = 0; i < 20_000; i++) {
      const pattern = `/${pick("ab*$/", 7)}`;
      const path = `/${pick("ab$/", 9)}`;
      expect([pattern, path, compilePattern(pattern)(path)]).toEqual([
        pattern,
        path,
        googleMatches(path, pattern),
      ]);
    }
  });
});

describe("pathOfUrl", () => {
  it.each([
    ["", "/"],
    ["http://www.example.com", "/"],
    ["http://www.example.com/", "/"],
    ["http://www.example.com/a", "/a"],
    ["http://www.example.com/a/", "/a/"],
    ["http://www.example.com/a/b?c=http://d.e/", "/a/b?c=http://d.e/"],
    ["http://www.example.com/a/b?c=d&e=f#fragment", "/a/b?c=d&e=f"],
    ["example.com", "/"],
    ["example.com/", "/"],
    ["example.com/a", "/a"],
    ["example.com/a/", "/a/"],
    ["example.com/a/b?c=d&e=f#fragment", "/a/b?c=d&e=f"],
    ["a", "/"],
    ["a/", "/"],
    ["/a", "/a"],
    ["a/b", "/b"],
    ["example.com?a", "/?a"],
    ["example.com/a;b#c", "/a;b"],
    ["//a/b/c", "/b/c"],
  ])("%s → %s", (url, path) => {
    expect(pathOfUrl(url)).toBe(path);
  });
});
