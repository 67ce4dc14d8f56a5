import { issue, pass, type Finding } from "./finding";
import type { Area, PageContext } from "./page";
import { asObjects, isSchemaContext, typesOf } from "./schema-props";
import { checkType } from "./schema-rules";

export type JsonLdItem = { types: string[]; name: string | null; checked: boolean };
export type JsonLdBlock = {
  index: number;
  source: string;
  error: string | null;
  items: JsonLdItem[];
};
export type StructuredData = { blocks: JsonLdBlock[] };

const MAX_SOURCE_CHARS = 5000;

function checkBlock(source: string, index: number): { block: JsonLdBlock; findings: Finding[] } {
  const label = `JSON-LD block ${index + 1}`;
  const block: JsonLdBlock = {
    index,
    source: source.slice(0, MAX_SOURCE_CHARS),
    error: null,
    items: [],
  };
  if (source.trim() === "") {
    return {
      block: { ...block, error: "The script is empty." },
      findings: [
        issue(
          "error",
          "jsonld-empty",
          `${label} is empty.`,
          "Fill it with JSON-LD or remove the script tag.",
        ),
      ],
    };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      block: { ...block, error: message },
      findings: [
        issue(
          "error",
          "jsonld-parse-error",
          `${label} is not valid JSON (${message}), so search engines ignore all of it.`,
          "Fix the syntax — trailing commas, unescaped quotes and comments are the usual causes — and check it with a JSON validator.",
        ),
      ],
    };
  }
  const findings: Finding[] = [];
  for (const top of asObjects(parsed)) {
    const graph = Array.isArray(top["@graph"]) ? asObjects(top["@graph"]) : null;
    const context = top["@context"];
    for (const item of graph ?? [top]) {
      const types = typesOf(item);
      const name =
        typeof item.name === "string"
          ? item.name
          : typeof item.headline === "string"
            ? item.headline
            : null;
      const where = `${label}${types.length ? ` (${types.join(", ")})` : ""}`;
      const itemContext = item["@context"] ?? context;
      if (itemContext === undefined) {
        findings.push(
          issue(
            "error",
            "jsonld-no-context",
            `${where} has no @context, so its types are not read as schema.org types.`,
            'Add "@context": "https://schema.org" at the top level.',
          ),
        );
      } else if (!isSchemaContext(itemContext)) {
        findings.push(
          issue(
            "warning",
            "jsonld-other-context",
            `${where} uses @context ${JSON.stringify(itemContext).slice(0, 80)}, not schema.org.`,
            'Use "@context": "https://schema.org" for search engines to recognise the types.',
          ),
        );
      }
      if (types.length === 0) {
        findings.push(
          issue(
            "error",
            "jsonld-no-type",
            `${where} has no @type, so nothing says what it describes.`,
            'Add an "@type" such as Organization, Article or Product.',
          ),
        );
        block.items.push({ types, name, checked: false });
        continue;
      }
      const results = checkType(item, types);
      block.items.push({ types, name, checked: results !== null });
      for (const result of results ?? [])
        findings.push(
          issue(result.severity, "jsonld-property", `${where}: ${result.message}`, result.fix),
        );
      if (
        results !== null &&
        !results.some((r) => r.severity === "error" || r.severity === "warning")
      ) {
        findings.push(
          pass("jsonld-valid", `${where} has the properties Google needs for this type.`),
        );
      }
    }
  }
  return { block, findings };
}

export function checkStructuredData({ $ }: PageContext): Area<StructuredData> {
  const sources = $('script[type="application/ld+json" i]')
    .map((_, el) => $(el).text())
    .get();
  if (sources.length === 0) {
    return {
      data: { blocks: [] },
      findings: [
        issue(
          "info",
          "jsonld-none",
          "The page has no JSON-LD structured data.",
          "Describe the page with schema.org JSON-LD where a rich result exists for it: Organization on the home page, Article on posts, Product on product pages, BreadcrumbList on inner pages.",
        ),
      ],
    };
  }
  const results = sources.map((source, index) => checkBlock(source, index));
  return {
    data: { blocks: results.map((r) => r.block) },
    findings: results.flatMap((r) => r.findings),
  };
}
