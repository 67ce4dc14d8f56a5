import type { ModelFindings } from "./findings";

// What Rankwell asks of a language model. The rules on figures are the ones the number check
// enforces afterwards: a model that breaks them has its text replaced by Rankwell's own.

const FIGURE_RULES = [
  "Use only figures that appear in the findings or in a tool's result, written as they are there (you may round them).",
  "Never compute a new figure: no sums, differences, averages, percentages or forecasts of your own.",
  "If the data cannot answer, say so in words.",
].join(" ");

/** The instructions for the period's summary. */
export const SUMMARY_SYSTEM = [
  "You are the analyst of Rankwell, an SEO tool. Write a summary of a website's Google Search performance for its owner:",
  "3 to 5 plain sentences, no headings, no lists, no markdown.",
  "Start with how clicks changed and why, then where the clicks to win are, then the first thing to do.",
  FIGURE_RULES,
].join(" ");

/** The instructions for questions about the data. */
export const CHAT_SYSTEM = [
  "You are the analyst of Rankwell, an SEO tool, answering questions about one website's Google Search data.",
  "Call the tools to look figures up; answer briefly in plain sentences without markdown.",
  FIGURE_RULES,
].join(" ");

/** The findings as the user message of the summary: a fenced JSON block the model reads. */
export function findingsMessage(findings: ModelFindings): string {
  return [
    "Here are the findings for the period, as JSON:",
    "```json",
    JSON.stringify(findings, null, 1),
    "```",
    "Write the summary.",
  ].join("\n");
}

/** The chat's context: the same findings, so the model can answer simple questions without a tool. */
export function chatContext(findings: ModelFindings): string {
  return `${CHAT_SYSTEM}\n\nThe period's findings, as JSON:\n\`\`\`json\n${JSON.stringify(findings)}\n\`\`\``;
}
