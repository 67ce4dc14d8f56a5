import {
  asObjects,
  missing,
  present,
  requireProps,
  type Rule,
  type RuleResult,
} from "./schema-props";

// Article, BreadcrumbList and FAQPage: what Google documents for their rich results.
export const article: Rule = (item) => {
  const results = requireProps(
    item,
    "warning",
    ["headline", "image", "datePublished", "author"],
    "Google recommends it for article results",
  );
  const published = item.datePublished;
  if (typeof published === "string" && Number.isNaN(Date.parse(published))) {
    results.push({
      severity: "warning",
      message: `datePublished “${published}” is not an ISO 8601 date.`,
      fix: "Write dates like 2025-03-14 or 2025-03-14T09:30:00+01:00.",
    });
  }
  if (asObjects(item.author).some((a) => !present(a.name))) {
    results.push({
      severity: "warning",
      message: "An author has no name.",
      fix: "Give each author a name; add url to a profile page for more trust.",
    });
  }
  return results;
};

export const breadcrumbList: Rule = (item) => {
  const elements = asObjects(item.itemListElement);
  if (elements.length === 0)
    return [missing("error", "itemListElement", "a BreadcrumbList needs at least one ListItem")];
  const results: RuleResult[] = [];
  elements.forEach((element, index) => {
    const label = `ListItem ${index + 1}`;
    const itemObject = asObjects(element.item)[0];
    if (!present(element.position))
      results.push({
        severity: "error",
        message: `${label} has no position.`,
        fix: `Add "position": ${index + 1}.`,
      });
    if (!present(element.name) && !present(itemObject?.name))
      results.push({
        severity: "error",
        message: `${label} has no name.`,
        fix: "Add the breadcrumb's visible label as name.",
      });
    if (!present(element.item) && index < elements.length - 1)
      results.push({
        severity: "error",
        message: `${label} has no item URL.`,
        fix: 'Add "item" with the full URL of that level (only the last crumb may omit it).',
      });
  });
  return results;
};

export const faqPage: Rule = (item) => {
  const questions = asObjects(item.mainEntity);
  if (questions.length === 0)
    return [missing("error", "mainEntity", "an FAQPage needs its Question objects")];
  const results: RuleResult[] = [
    {
      severity: "info",
      message: "Google shows FAQ rich results only for well-known government and health websites.",
      fix: "Keep the markup if it describes visible questions; do not expect FAQ snippets otherwise.",
    },
  ];
  questions.forEach((question, index) => {
    if (!present(question.name))
      results.push({
        severity: "error",
        message: `Question ${index + 1} has no name (the question text).`,
        fix: 'Add the question as "name".',
      });
    if (!asObjects(question.acceptedAnswer).some((a) => present(a.text)))
      results.push({
        severity: "error",
        message: `Question ${index + 1} has no acceptedAnswer with text.`,
        fix: 'Add "acceptedAnswer": { "@type": "Answer", "text": "…" }.',
      });
  });
  return results;
};
