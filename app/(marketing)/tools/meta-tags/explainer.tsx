import Link from "next/link";
import type { Faq } from "@/lib/seo/json-ld";

export const META_TAGS_FAQS: Faq[] = [
  {
    question: "Which meta tags still matter for SEO?",
    answer:
      "The title, the meta description (for the snippet, not for ranking), the robots meta tag, the canonical link, hreflang for multilingual sites, the viewport and the charset. The keywords meta tag is ignored by Google and needs no attention.",
  },
  {
    question: "Why does my page show “noindex” when I never added it?",
    answer:
      "It often comes from the server rather than the HTML: an X-Robots-Tag header set by a CDN, a staging configuration or a plugin. The checker reads both the robots meta tags and the X-Robots-Tag header and says where each rule came from.",
  },
  {
    question: "Should every page have a self-referencing canonical?",
    answer:
      "It is a good default. A canonical pointing to the page itself tells search engines which address to index when the same page is also reachable with tracking parameters, another protocol or without the trailing slash.",
  },
  {
    question: "Why does Facebook or LinkedIn show an old image or title?",
    answer:
      "Networks cache the card the first time a link is shared. After fixing the tags, ask the network to scrape the URL again with its own debugging tool; declaring og:image:width and og:image:height also helps the first share show the image.",
  },
  {
    question: "Does the checker run JavaScript on the page?",
    answer:
      "No. It reads the HTML the server sends, which is what search engines see first and what social networks see at all. Tags that only appear after JavaScript runs are reported as missing, so make sure important tags are in the server response.",
  },
];

export function MetaTagsExplainer() {
  return (
    <>
      <h2>What the Meta Tags Checker reads</h2>
      <p>
        Rankwell fetches the page once, follows up to five redirects, and reads the HTML and the
        response headers the way a crawler does. The report is grouped by area:
      </p>
      <ul>
        <li>
          <strong>Title and meta description</strong>: presence, duplicates, length in characters
          and in rendered pixels, a repeated brand, capitals and keyword stuffing, with a preview of
          the Google result.
        </li>
        <li>
          <strong>Robots</strong>: every robots meta tag (including crawler-specific ones such as{" "}
          <code>googlebot</code>) and the <code>X-Robots-Tag</code> header: <code>noindex</code>,{" "}
          <code>nofollow</code>, <code>nosnippet</code>, <code>max-snippet</code>,{" "}
          <code>max-image-preview</code>, <code>unavailable_after</code> and the rest.
        </li>
        <li>
          <strong>Canonical</strong>: whether there is one, whether it is absolute, points to the
          page itself or elsewhere, sits in the <code>&lt;head&gt;</code>, and agrees with any
          canonical sent in a <code>Link</code> header.
        </li>
        <li>
          <strong>Hreflang</strong>: every language and country version, invalid codes (such as{" "}
          <code>en-UK</code> or <code>en_US</code>), relative URLs, the self-reference and{" "}
          <code>x-default</code>.
        </li>
        <li>
          <strong>Open Graph and Twitter cards</strong>: <code>og:title</code>,{" "}
          <code>og:description</code>, <code>og:image</code> with its size, <code>og:url</code>,{" "}
          <code>og:type</code> and <code>twitter:card</code>, with previews of the Google, Facebook,
          X and LinkedIn cards.
        </li>
        <li>
          <strong>Structured data</strong>: every JSON-LD block, whether it parses, has a schema.org{" "}
          <code>@context</code> and an <code>@type</code>, and has the properties Google needs for
          Article, Product, Organization, LocalBusiness, BreadcrumbList and FAQPage.
        </li>
        <li>
          <strong>Headings</strong>: the h1–h6 outline as a tree, a missing or repeated h1, empty
          headings and skipped levels.
        </li>
        <li>
          <strong>Page basics</strong>: the viewport, the character encoding and the{" "}
          <code>lang</code> of the page.
        </li>
      </ul>
      <h2>How to read the results</h2>
      <p>Every finding has one of four levels and, unless it passed, a concrete fix:</p>
      <ul>
        <li>
          <strong>Error</strong>: search engines or networks will ignore or drop something — a{" "}
          <code>noindex</code>, conflicting canonicals, JSON-LD that does not parse, an image URL
          they cannot load.
        </li>
        <li>
          <strong>Warning</strong>: it works, but costs visibility or clicks — a title cut in the
          results, no canonical, no share image, skipped heading levels.
        </li>
        <li>
          <strong>Note</strong>: worth knowing, often a deliberate choice — no hreflang on a
          one-language site, no <code>og:image:alt</code>.
        </li>
        <li>
          <strong>Passed</strong>: the check found what it looks for.
        </li>
      </ul>
      <p>
        Start with errors on pages that should rank, then warnings. The summary links to each area,
        and the address of the report can be shared: it reruns the check for the same URL.
      </p>
      <h2>How Rankwell checks each area</h2>
      <p>
        The HTML is parsed with a standards-compliant parser, so tags land where a browser would put
        them: a <code>&lt;link rel=&quot;canonical&quot;&gt;</code> written after visible content
        ends up in the body, where Google ignores it, and the checker says so. Robots rules are
        combined the way Google combines them: the rules for all crawlers and for Googlebot both
        apply, and the most restrictive wins. Language codes are checked against the IANA language
        subtag registry and Google&apos;s rule that a region must be a two-letter country code.
        Title and description widths use the same pixel measurement as the{" "}
        <Link href="/tools/serp-preview/">SERP Preview</Link>.
      </p>
      <h2>Limits</h2>
      <ul>
        <li>
          JavaScript is not run: tags added by client-side code are not seen, as on a first crawl.
        </li>
        <li>
          Only this page is read. Whether the canonical target is indexable, or whether the other
          language versions link back, needs those pages to be checked too.
        </li>
        <li>
          Structured data is checked in JSON-LD form and for the types listed above; microdata and
          RDFa are not read.
        </li>
        <li>
          Image sizes come from the <code>og:image:width</code> and <code>og:image:height</code>{" "}
          tags; the image file itself is not downloaded.
        </li>
        <li>
          Pages larger than 2 MB are read up to 2 MB, and pages behind a login cannot be checked.
        </li>
      </ul>
    </>
  );
}
