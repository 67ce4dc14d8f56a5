/** A 5,000-line robots.txt (50 groups of 99 rules with wildcards and anchors) and 1,000 URLs to test. */
export function largeRobotsCase(): { robotsTxt: string; urls: string[] } {
  const lines: string[] = [];
  const agents = ["Googlebot", "Bingbot", "*", "FooBot", "BarBot"];
  for (let g = 0; g < 50; g++) {
    lines.push(`User-agent: ${agents[g % agents.length]}`);
    for (let r = 0; r < 99; r++) {
      const pattern = r % 5 === 0 ? `/section-${g}/*/page-${r}*.html$` : `/section-${g}/dir-${r}/`;
      lines.push(`${r % 3 === 0 ? "Allow" : "Disallow"}: ${pattern}`);
    }
  }
  const urls = Array.from(
    { length: 1000 },
    (_, i) => `https://example.com/section-${(i * 7) % 50}/dir-${i % 99}/page-${i % 99}-a.html`,
  );
  return { robotsTxt: lines.join("\n"), urls };
}
