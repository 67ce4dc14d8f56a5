/** The text under the tool: what it counts, how to read it, how it computes density, and its limits. */
export function KeywordDensityExplainer() {
  return (
    <>
      <h2>What the Keyword Density checker counts</h2>
      <p>
        Give it the address of a page or paste text or HTML. Rankwell reads the text a visitor can
        see and lists every word, every 2-word phrase and every 3-word phrase with the number of
        times it occurs and its density. Add a target phrase to see whether it appears in the places
        search engines and readers look at first: the title tag, the meta description, the H1 and H2
        headings, the first 100 words, the URL and the alt text of images.
      </p>
      <h2>How to read the results</h2>
      <ul>
        <li>
          <strong>Words</strong> is the number of visible words, stop words included. It is the
          denominator of every density on the page.
        </li>
        <li>
          <strong>Count</strong> is how often a word or phrase occurs. A phrase is counted only
          inside one sentence and one block, so the last words of a heading and the first words of
          the paragraph after it never form a phrase.
        </li>
        <li>
          <strong>Density</strong> is the share of all words that the phrase takes up. Sort by it,
          by count or alphabetically, and download every row as a CSV file.
        </li>
        <li>
          <strong>Where the phrase appears</strong> gives a count for each place. Pasted plain text
          has no title, headings or URL, so those places are marked as not applicable.
        </li>
      </ul>
      <h2>How Rankwell computes it</h2>
      <ol>
        <li>
          <strong>Visible text only.</strong> The head of the document, scripts, styles, noscript
          and template content, inline SVG, elements with the <code>hidden</code> attribute or{" "}
          <code>aria-hidden=&quot;true&quot;</code>, and elements hidden with an inline{" "}
          <code>display: none</code> or <code>visibility: hidden</code> style are left out.
          Paragraphs, headings, list items, table cells and buttons are separate blocks.
        </li>
        <li>
          <strong>Words in any script.</strong> Text is lower-cased with the rules of its language,
          so Turkish İ and I become i and ı. Accented letters, Cyrillic, Greek and Arabic are read
          whole; Chinese, Japanese and Thai, written without spaces, are split into dictionary words
          with the Unicode word segmentation built into the JavaScript engine. Words keep inner
          apostrophes and hyphens (don&apos;t, state-of-the-art) and numbers keep their separators
          (3.5, 1,000).
        </li>
        <li>
          <strong>Stop words by language.</strong> The language comes from the page&apos;s{" "}
          <code>lang</code> attribute, from your choice, or from the text itself. Its stop-word list
          removes single stop words and phrases that start or end with one from the tables, never
          from the total.
        </li>
        <li>
          <strong>Density</strong> = occurrences × words in the phrase ÷ total words × 100, rounded
          to two decimals. The tables keep the 1,000 most frequent entries of each length.
        </li>
      </ol>
      <h2>Why there is no &quot;ideal density&quot;</h2>
      <p>
        Many tools grade a page against a target such as 1–2%. Rankwell does not, because no such
        target exists: search engines rank pages on relevance and quality, not on a ratio of words,
        and Google&apos;s spam policies name keyword stuffing, repeating words unnaturally to
        manipulate rankings, as a violation. The numbers here are facts about your text. Use them to
        catch a phrase repeated more than a careful writer would, a topic that barely appears, or a
        target phrase that is missing from the title and headings.
      </p>
      <h2>Limits</h2>
      <ul>
        <li>
          Pages are fetched as HTML without running JavaScript, up to the first 2 MB, which is as
          much as Google reads of an HTML file.
        </li>
        <li>
          Words are compared as written: shoe and shoes, or run and running, are different words.
          Synonyms are not grouped.
        </li>
        <li>
          Text hidden by a stylesheet rather than an inline style, or moved off-screen, still
          counts.
        </li>
        <li>Only public addresses can be fetched; private and local networks are refused.</li>
      </ul>
    </>
  );
}
