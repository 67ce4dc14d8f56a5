// The summary the emulated model writes from the app's findings block: a few sentences that use
// only the figures the block holds, so a test can check that every number in it is grounded.
import * as z from "@/lib/zod-mini";

// Every field may be missing or malformed; a bad field is dropped, not the whole block.
const tolerant = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

const range = z.looseObject({ start: z.string(), end: z.string() });

const findingsSchema = z.looseObject({
  site: tolerant(z.string()),
  range: tolerant(range),
  comparedWith: tolerant(z.nullable(range)),
  clicks: tolerant(
    z.nullable(
      z.looseObject({
        now: tolerant(z.number()),
        before: tolerant(z.number()),
        change: tolerant(z.number()),
        changePercent: tolerant(z.nullable(z.number())),
      }),
    ),
  ),
  why: tolerant(z.array(z.string())),
  parts: tolerant(z.array(z.looseObject({ part: z.string(), clicks: z.number() }))),
  opportunities: tolerant(
    z.array(
      z.looseObject({
        type: tolerant(z.string()),
        label: z.string(),
        count: tolerant(z.number()),
        gain: tolerant(z.number()),
      }),
    ),
  ),
  actions: tolerant(
    z.array(
      z.looseObject({ rank: tolerant(z.number()), title: z.string(), gain: tolerant(z.number()) }),
    ),
  ),
});

/** The findings block the app sends with a summary request. */
export type Findings = z.output<typeof findingsSchema>;

const KNOWN_FIELDS = ["clicks", "why", "parts", "opportunities", "actions"] as const;

/** The findings in the message's first ```json block, or null when there is none of that shape. */
export function readFindings(text: string): Findings | null {
  const block = /```json\s*([\s\S]*?)```/i.exec(text)?.[1];
  if (block === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(block);
  } catch {
    return null;
  }
  const result = z.safeParse(findingsSchema, json);
  if (!result.success) return null;
  return KNOWN_FIELDS.some((field) => field in result.data) ? result.data : null;
}

const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: "exceptZero",
});

/** `1,234` or `12.3`: en-US with grouping, at most one decimal. */
export const formatCount = (n: number) => COUNT.format(n);
/** `-0.8%`, `+2.3%`: one decimal, signed. */
export const formatPercent = (n: number) => `${PERCENT.format(n)}%`;

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function clicksSentence(f: Findings): string {
  const period = f.range ? ` between ${f.range.start} and ${f.range.end}` : "";
  const clicks = f.clicks;
  if (!clicks) return `The change in clicks cannot be measured yet${period}.`;
  const { now, change, changePercent } = clicks;
  const to = now !== undefined ? ` to ${formatCount(now)}` : "";
  const at = now !== undefined ? ` at ${formatCount(now)}` : "";
  if (change === undefined)
    return now !== undefined
      ? `Clicks were ${formatCount(now)}${period}.`
      : `Clicks were measured${period}.`;
  if (change === 0) return `Clicks held steady${at}${period}.`;
  const percent = typeof changePercent === "number" ? ` (${formatPercent(changePercent)})` : "";
  const verb = change > 0 ? "rose" : "fell";
  return `Clicks ${verb} ${formatCount(Math.abs(change))}${percent}${to}${period}.`;
}

function comparedSentence(f: Findings): string | null {
  const before = f.clicks?.before;
  if (!f.comparedWith || before === undefined) return null;
  return `Between ${f.comparedWith.start} and ${f.comparedWith.end}, clicks were ${formatCount(before)}.`;
}

type Part = { part: string; clicks: number };
type Opportunity = NonNullable<Findings["opportunities"]>[number];
type Action = NonNullable<Findings["actions"]>[number];

const partSentence = (p: Part, lead: string) => `${lead}${p.part} (${formatCount(p.clicks)}).`;

function opportunitySentence(o: Opportunity): string {
  const count = o.count !== undefined ? `: ${formatCount(o.count)}` : "";
  const gain = o.gain !== undefined ? `, worth about ${formatCount(o.gain)} clicks` : "";
  return `${o.label}${count}${gain}.`;
}

function actionSentence(a: Action, first: boolean): string {
  const gain = a.gain !== undefined ? `, worth about ${formatCount(a.gain)} clicks` : "";
  return sentence(`${first ? "Start with" : "Then"}: ${a.title}${gain}`);
}

/** The part that moved clicks most, by absolute size; the first of equals. */
function largestPart(parts: readonly Part[]): Part | undefined {
  return parts.reduce<Part | undefined>(
    (best, p) => (!best || Math.abs(p.clicks) > Math.abs(best.clicks) ? p : best),
    undefined,
  );
}

/**
 * The sentences about these findings: by default the change, its first reason, its largest part,
 * the first opportunity and the first action (3–5 sentences); `all` adds every reason, part,
 * opportunity and action.
 */
export function findingsSentences(f: Findings, all = false): string[] {
  const why = f.why ?? [];
  const parts = f.parts ?? [];
  const opportunities = f.opportunities ?? [];
  const actions = f.actions ?? [];
  const largest = largestPart(parts);
  const out = [clicksSentence(f)];
  if (all) out.push(...[comparedSentence(f)].filter((s): s is string => s !== null));
  out.push(...(all ? why : why.slice(0, 1)).map(sentence));
  if (largest) out.push(partSentence(largest, "The largest part of the change: "));
  if (all) out.push(...parts.filter((p) => p !== largest).map((p) => partSentence(p, "Also: ")));
  out.push(...(all ? opportunities : opportunities.slice(0, 1)).map(opportunitySentence));
  out.push(...(all ? actions : actions.slice(0, 1)).map((a, i) => actionSentence(a, i === 0)));
  return out;
}
