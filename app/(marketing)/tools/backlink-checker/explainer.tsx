import Link from "next/link";

/** The part of the page written for people and search engines: what the tool does and how to read it. */
export function BacklinkExplainer() {
  return (
    <>
      <h2>What the Backlink Checker verifies</h2>
      <p>
        Links you earned from guest posts, partners, directories and press coverage do not stay put:
        pages are redesigned, links are edited out, and a followed link can quietly gain a rel
        attribute. For each page you list, Rankwell loads the page as it is today and reports:
      </p>
      <ul>
        <li>the HTTP status, and the final URL when the page redirects;</li>
        <li>
          whether the page links to your site, and with which anchor text (or image alt text);
        </li>
        <li>the link&apos;s rel values: nofollow, sponsored, ugc, or a combination;</li>
        <li>whether Google can index the page the link sits on.</li>
      </ul>
      <p>
        Enter a domain such as <code>example.com</code> to count links to any of its pages,
        including <code>www.</code> and other subdomains. Enter a full URL such as{" "}
        <code>example.com/pricing/</code> to count only links to that page.
      </p>

      <h2>Known links, not a backlink index</h2>
      <p>
        This tool verifies links you already know about. It does not crawl the web, and it does not
        estimate how many sites link to you. Google Search Console&apos;s Links report lists the
        linking sites Google has found; checking the pages behind them here tells you which links
        are still live and how they are marked.
      </p>

      <h2>Followed, nofollow, sponsored and ugc links</h2>
      <p>
        A plain link is shown as <strong>Linked</strong>. A link whose rel attribute holds{" "}
        <code>nofollow</code>, <code>sponsored</code> or <code>ugc</code> is shown with those
        values. Google reads all three as hints rather than strict rules, so such links usually
        carry less weight. A page-wide <code>nofollow</code> in the robots meta tag or the
        X-Robots-Tag header applies to every link on the page, and is reported as nofollow too.
      </p>

      <h2>When a link cannot help</h2>
      <p>
        A link on a page that Google does not index does little for your site. Rankwell flags a
        linking page as not indexable when:
      </p>
      <ul>
        <li>
          its robots meta tag, for all robots or for Googlebot, says <code>noindex</code>;
        </li>
        <li>
          its server sends an <code>X-Robots-Tag: noindex</code> header;
        </li>
        <li>its canonical link points to a different URL;</li>
        <li>its site&apos;s robots.txt disallows the page for Googlebot.</li>
      </ul>
      <p>
        To see exactly how a robots.txt rule applies, test the URL in the{" "}
        <Link href="/tools/robots-txt/">Robots.txt Tester</Link>. The{" "}
        <Link href="/tools/meta-tags/">Meta Tags Checker</Link> shows the full robots meta and
        canonical of a single page.
      </p>

      <h2>How the check runs</h2>
      <p>
        You can check up to 50 pages at once. Rankwell fetches four at a time with the RankwellBot
        user agent, follows up to five redirects, waits at most 10 seconds per page and reads the
        first 5 MiB of each. Each site&apos;s robots.txt is read once per check. Rows appear as
        pages finish, so a slow site does not hold up the rest. Addresses on private or local
        networks are never fetched, and the results are not stored: the link in your address bar
        runs the check again, and Export CSV saves what you see.
      </p>
    </>
  );
}
