import Link from "next/link";
import type { Faq } from "@/lib/seo/json-ld";
import {
  DESKTOP_DESCRIPTION_MAX_PX,
  DESKTOP_TITLE_MAX_PX,
  MOBILE_DESCRIPTION_MAX_PX,
  MOBILE_TITLE_MAX_PX,
} from "@/lib/tools/serp-preview/pixel-width";

export const SERP_PREVIEW_FAQS: Faq[] = [
  {
    question: "Why does Google cut my title before 60 characters?",
    answer: `Google does not count characters: it stops when the title is about ${DESKTOP_TITLE_MAX_PX} px wide on desktop. Capitals and wide letters such as W and M use that room fast, so a 48-character title in capitals can be cut while a 70-character title full of i, l and t fits.`,
  },
  {
    question: "How long should a meta description be?",
    answer: `Long enough to say what the page offers and why to click: usually 110 to 155 characters. Desktop results show about ${DESKTOP_DESCRIPTION_MAX_PX} px of it and phones about ${MOBILE_DESCRIPTION_MAX_PX} px, so put the message in the first sentence.`,
  },
  {
    question: "Does a truncated title hurt rankings?",
    answer:
      "No. Google reads the whole title for ranking; truncation only changes what searchers see. It matters for clicks: if the words that make people choose your result are cut off, fewer of them will.",
  },
  {
    question: "Why does Google show a different title or description from mine?",
    answer:
      "Google rewrites titles that are missing, very long, stuffed with keywords, the same across many pages, or that do not match the page, and often builds the snippet from page text that matches the query. A clear, specific title and a description that summarises the page make rewrites less likely.",
  },
  {
    question: "Is the preview exact?",
    answer:
      "It is close, not exact. Widths come from Arial's own character metrics, but Google changes its layout, bolds the words that match the query, adds dates and rich result features, and fonts render a little differently on each system. Leave a margin of a few pixels.",
  },
  {
    question: "Does Rankwell keep what I type?",
    answer:
      "No. Typed text is measured in your browser and never sent anywhere; it only appears in this page's address so you can share the preview. Fetching a page asks our server to read that page once, and nothing of it is stored.",
  },
];

export function SerpPreviewExplainer() {
  return (
    <>
      <h2>What the SERP preview shows</h2>
      <p>
        Each organic result on Google has four visible parts: the site name with its icon, the
        address written as a breadcrumb (<code>https://example.com › blog › post</code>), the title
        link in blue, and a snippet of description below it. The preview draws all four for desktop
        and for a phone from what you type, or from the
        <code>&lt;title&gt;</code>, <code>&lt;meta name=&quot;description&quot;&gt;</code> and{" "}
        <code>og:site_name</code> of a page you fetch.
      </p>
      <p>
        Titles and descriptions that are too wide are cut at the last whole word that fits and end
        in <code>...</code>, the way Google shortens them, so you see exactly which words a searcher
        would lose.
      </p>
      <h2>How to read the counters</h2>
      <p>
        Under each field you get the number of characters and the rendered width in pixels against
        each limit:
      </p>
      <ul>
        <li>
          Title: about {DESKTOP_TITLE_MAX_PX} px on desktop, where it stays on one line, and about{" "}
          {MOBILE_TITLE_MAX_PX} px on phones, where it wraps over two lines.
        </li>
        <li>
          Description: about {DESKTOP_DESCRIPTION_MAX_PX} px on desktop (two lines) and about{" "}
          {MOBILE_DESCRIPTION_MAX_PX} px on phones.
        </li>
      </ul>
      <p>
        The bar turns amber when one device cuts the text and red when both do. Characters are shown
        because most content tools count them, but the pixel width is what decides.
      </p>
      <h2>How Rankwell measures pixel width</h2>
      <p>
        Google sets result titles in Arial at 20 px and snippets in Arial at 14 px. Rankwell adds up
        the advance width of every character from Arial&apos;s font metrics at those sizes — an{" "}
        <code>i</code> is 4.4 px wide in a title, a <code>W</code> almost 19 px — including dashes,
        curly quotes, the ellipsis and other typographic characters that titles often use. Letters
        from scripts such as Chinese, Japanese and Korean count as a full em. The cut then keeps as
        many whole words as fit together with the <code> ...</code>, and drops a separator such as{" "}
        <code>|</code> or <code>–</code> left dangling at the end.
      </p>
      <h2>What the checks look for</h2>
      <ul>
        <li>
          Missing, generic (&ldquo;Home&rdquo;, &ldquo;Untitled&rdquo;), too short or too wide
          titles.
        </li>
        <li>
          Missing, too short or too wide descriptions, and descriptions that only repeat the title.
        </li>
        <li>
          A brand written twice, often a CMS adding the site name to a title that already has it.
        </li>
        <li>
          Titles and descriptions written in capitals, and a word repeated three times or more.
        </li>
      </ul>
      <p>
        To check everything else a page tells search engines — canonical, robots rules, Open Graph,
        structured data and headings — use the{" "}
        <Link href="/tools/meta-tags/">Meta Tags Checker</Link>.
      </p>
      <h2>Limits of any SERP preview</h2>
      <p>
        Google decides what it shows for each query. It may rewrite the title, build the snippet
        from text on the page that matches the search, bold the matching words (which makes them
        wider), or add a date, ratings or sitelinks that take room. Layouts also change between
        experiments and devices. Treat the preview as the best case for your own words and keep the
        essentials at the start of both the title and the description.
      </p>
    </>
  );
}
