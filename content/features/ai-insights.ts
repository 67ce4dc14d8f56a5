import type { FeatureContent } from "./types";

export const aiInsights: FeatureContent = {
  slug: "ai-insights",
  title: "AI Insights: What Changed in Search and Why",
  description:
    "Plain-language explanations of what changed in your search traffic, which queries, pages and countries caused it, and where to look next. Built on your data.",
  appPath: "/app/ai-insights/",
  lead: "Plain-language explanations of what changed in your search traffic, which queries and pages caused it, and what to look at next.",
  problem: [
    "Clicks are down twelve percent. Is it one page or the whole site, one country or every market, lower rankings or fewer people searching? Answering it means slicing the same data five ways before writing a word to a client.",
  ],
  shows: [
    {
      title: "The biggest changes first",
      body: "A short list of the changes in the period that matter most for the property, largest first.",
    },
    {
      title: "Why it changed",
      body: "Each change is split into impressions, CTR and position, so you can tell lost demand from lost rankings from a result that stopped getting chosen.",
    },
    {
      title: "Who is behind it",
      body: "The queries, pages, countries and devices that contributed most to the change, with their own numbers.",
    },
    {
      title: "Where to go next",
      body: "Suggested next steps that link to the matching view, such as Cannibalization for a query that switched pages.",
    },
  ],
  method: [
    {
      title: "The numbers come first",
      body: "Rankwell computes the period-over-period changes and each dimension's contribution from your Search Console data before any text is written.",
    },
    {
      title: "The model explains, it does not invent",
      body: "The language model is given those computed figures and writes an explanation of them. It does not fetch data of its own or add figures that were not computed.",
    },
    {
      title: "Every claim can be checked",
      body: "Each insight names the queries and pages it is based on, so you can open them in Search Performance and verify it.",
    },
    {
      title: "GSC Insights, without a model",
      body: "The GSC Insights view lists rule-based findings straight from Search Console: new and lost queries, pages gaining and losing clicks.",
    },
  ],
  steps: [
    "Open AI Insights for a project and a date range; the comparison period is the one just before.",
    "Read the top changes and the split into impressions, CTR and position.",
    "Open the contributing queries or pages to confirm what the insight says.",
    "Act on the suggestion, or plan the work in Content Planning.",
  ],
  limits: [
    "An insight can only be as good as the data behind it: anonymized queries, the 50,000-row daily cap and incomplete recent days limit what can be explained.",
    "Explanations describe what the data shows, not the cause outside it. A competitor's new page or a Google update is for you to judge.",
  ],
  related: ["opportunities", "search-performance", "reports"],
};
