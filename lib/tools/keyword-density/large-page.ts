/** A page of about 1 MB as real sites ship it: markup, inline data scripts, hidden menus and articles. */
export function largePage(): string {
  const sentences = [
    "Keyword density measures how often a word or phrase appears on a page compared with all its words.",
    "Search engines read the visible text, the title, the headings and the alternative text of images.",
    "Über die Straße geht der naïve Fußgänger mit seinem Café crème, während es regnet.",
    "Плотность ключевых слов показывает, как часто фраза встречается на странице.",
    "東京の山道では、グリップが大切です。",
  ];
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < 1_000_000; i++) {
    const text = sentences.map((_, k) => sentences[(i + k) % sentences.length]).join(" ");
    const state = JSON.stringify({
      id: i,
      items: [1, 2, 3, 4, 5, 6, 7, 8].map((k) => ({ k, label: `item ${k}` })),
    });
    const links = [1, 2, 3, 4, 5]
      .map((k) => `<li><a href="/p/${i}/${k}/">Link ${k}</a></li>`)
      .join("");
    const part = `<section class="card card-${i}" data-id="${i}"><h2 class="card__title">Section ${i}: keyword density</h2>
<p class="card__lead text-muted">${text}</p><script>window.__state_${i}=${state}</script>
<nav style="display:none"><ul>${links}</ul></nav>
<img src="/img/${i}.jpg" alt="Illustration ${i}"></section>`;
    parts.push(part);
    size += part.length;
  }
  return `<!doctype html><html lang="en"><head><title>Benchmark</title></head><body>${parts.join("\n")}</body></html>`;
}
