/** The text under the tool: what it checks, how to read it, how the matching works, and its limits. */
export function RobotsTxtExplainer() {
  return (
    <>
      <h2>What the Robots.txt Tester checks</h2>
      <p>
        Give it a site, a robots.txt URL or a pasted file, pick a crawler and list up to 100 URLs or
        paths. For each URL the tester tells you whether that crawler may fetch it, and shows the
        exact line of the file that decided. It also reports what the HTTP answer for robots.txt
        means, the Sitemap lines the file declares, and every line Google ignores or reads in its
        own way: unknown directives, misspelt keys, lines without a colon, rules that come before
        any User-agent line, Crawl-delay and content beyond 500 KiB.
      </p>
      <h2>How to read the results</h2>
      <ul>
        <li>
          <strong>Allowed or Blocked</strong> is Google&apos;s verdict for the crawler you chose.
          The rule next to it is the one that decided; choose it to jump to that line in the file.
        </li>
        <li>
          <strong>No rule matches</strong> means the crawler&apos;s group exists but says nothing
          about the URL, so it is allowed. When no group names the crawler and there is no{" "}
          <code>*</code> group, everything is allowed.
        </li>
        <li>
          <strong>RFC 9309</strong> is the verdict of a strict reading of the Robots Exclusion
          Protocol standard, closer to how other crawlers may read the file.{" "}
          <em>Differs from Google</em> marks the URLs where the two disagree.
        </li>
        <li>
          <strong>The HTTP answer matters as much as the file.</strong> A 4xx answer (401 and 403
          included) means Google crawls as if there were no robots.txt; a 5xx, a 429 or a server
          that cannot be reached blocks the whole site until the file can be read again.
        </li>
      </ul>
      <h2>How Rankwell matches URLs the way Google does</h2>
      <p>
        The matcher is a line-by-line port of Google&apos;s open-source robots.txt parser and is
        tested against every verdict in that parser&apos;s test suite, 145 cases, including the
        behaviour Google documents as its own.
      </p>
      <ol>
        <li>
          <strong>One group per crawler.</strong> The group whose User-agent names the
          crawler&apos;s token applies (case does not matter, and several groups for the same token
          are merged). If there is none, the <code>*</code> groups apply. A crawler with its own
          group ignores the <code>*</code> rules completely. Googlebot-Image, Googlebot-News and
          Googlebot-Video fall back to the Googlebot group when they have none of their own.
        </li>
        <li>
          <strong>The longest matching rule wins</strong>, counted in characters of the pattern; on
          a tie Allow beats Disallow.
          <code>*</code> matches any run of characters and a final <code>$</code> anchors the end of
          the URL. Paths and queries are case-sensitive.
        </li>
        <li>
          <strong>URLs are compared percent-encoded.</strong> Non-ASCII characters in rules become
          UTF-8 escapes such as
          <code>%C3%A9</code>, and escapes are upper-cased. The tester encodes the URLs you type the
          same way a browser does.
        </li>
        <li>
          <strong>Google&apos;s own leniency.</strong> A user-agent value is read up to its first
          character that is not a letter, hyphen or underscore (<code>Googlebot/2.1</code> is{" "}
          <code>Googlebot</code>); a missing colon is tolerated; common misspellings such as{" "}
          <code>Dissallow</code> are accepted; an Allow rule for <code>/dir/index.html</code> also
          allows
          <code>/dir/</code>; lines are cut after 16,663 bytes; a UTF-8 byte order mark is skipped;{" "}
          <code>/robots.txt</code> itself is always allowed.
        </li>
      </ol>
      <h2>Where Google and RFC 9309 differ</h2>
      <p>
        RFC 9309 matches the product token exactly, so <code>User-agent: Googlebot</code> says
        nothing about Googlebot-Image, and it knows no misspellings, no missing colons and no
        index.html rule. It also decodes escaped unreserved characters before comparing, so{" "}
        <code>%62%61%7A</code> matches <code>baz</code>, which Google does not do. When your file
        relies on any of these, other crawlers may read it differently from Google, and the tester
        flags the URLs concerned.
      </p>
      <h2>Limits</h2>
      <ul>
        <li>
          robots.txt controls crawling, not indexing: a blocked URL can still appear in search
          results if it is linked.
        </li>
        <li>
          The tester reads the file as it is now. Google caches robots.txt for up to a day, so a
          change can take that long to reach Googlebot.
        </li>
        <li>
          A robots.txt governs only its own protocol, host and port. URLs on another host are tested
          against this file but marked, because their own robots.txt is the one that counts.
        </li>
        <li>
          Rankwell fetches robots.txt with its own user agent and refuses private or local network
          addresses. A server that answers Googlebot differently from other visitors will not show
          that difference here.
        </li>
      </ul>
    </>
  );
}
