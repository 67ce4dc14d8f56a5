import { describe, expect, it } from "vitest";
import { extractPage } from "./extract";

describe("extractPage", () => {
  it("keeps visible body text in blocks and leaves head, scripts and hidden elements out", () => {
    const page = extractPage(`<!doctype html><html lang="de-DE"><head><title>Hallo | Welt</title>
      <meta name="Description" content=" Eine  Seite "><style>p { color: red }</style></head>
      <body><h1>Der <em>Titel</em></h1><p>Erster Absatz.<span style="display: none">versteckt</span> Noch<br>mehr</p>
      <div hidden>weg</div><span aria-hidden="true">deko</span><p style="color:red; visibility : hidden">unsichtbar</p>
      <script>var x = "skript";</script><noscript>kein</noscript><template><p>vorlage</p></template>
      <svg><title>Symbol</title><text>svg</text></svg><img alt="Ein Bild"><ul><li>eins</li><li>zwei</li></ul>
      <h2 aria-hidden="true">nein</h2><h2>Zweite</h2></body></html>`);
    expect(page).toEqual({
      lang: "de-DE",
      title: "Hallo | Welt",
      metaDescription: "Eine Seite",
      h1: ["Der Titel"],
      h2: ["Zweite"],
      imageAlts: ["Ein Bild"],
      blocks: ["Der Titel", "Erster Absatz. Noch", "mehr", "eins", "zwei", "Zweite"],
    });
  });

  it("reads fragments without html, head or body, and decodes entities", () => {
    const page = extractPage("<title>T</title>hello <b>world</b>. Tom &amp; Jerry&nbsp;run");
    expect(page.title).toBe("T");
    expect(page.blocks).toEqual(["hello world. Tom & Jerry run"]);
  });

  it("does not join the text of neighbouring cells, items or buttons", () => {
    const page = extractPage(
      "<table><tr><td>alpha</td><td>beta</td></tr></table><button>Buy</button><button>now</button>",
    );
    expect(page.blocks).toEqual(["alpha", "beta", "Buy", "now"]);
  });

  it("keeps the text before a heading out of the heading", () => {
    const page = extractPage("<div>intro <h1>Main title</h1> outro</div>");
    expect(page.h1).toEqual(["Main title"]);
    expect(page.blocks).toEqual(["intro", "Main title", "outro"]);
  });
});
