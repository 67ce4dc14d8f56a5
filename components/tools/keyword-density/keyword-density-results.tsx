"use client";

import { Download } from "lucide-react";
import type { KeywordDensityResponse } from "@/lib/tools/keyword-density/run";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { downloadCsv } from "./download-csv";
import { languageName } from "./keyword-density-form";
import { PhraseTable } from "./phrase-table";
import { ProminenceList } from "./prominence-list";

const LANGUAGE_SOURCE = {
  chosen: "as you chose",
  html: "from the page's lang attribute",
  detected: "recognised from the text",
  unknown: "",
} as const;

function languageLabel({ language }: KeywordDensityResponse): string {
  if (!language.code) return "Not recognised";
  return `${languageName(language.code)} (${LANGUAGE_SOURCE[language.source]})`;
}

function stopWordLabel(result: KeywordDensityResponse): string {
  if (result.includeStopWords) return "Included in the tables";
  if (!result.language.code) return "Included: no list for an unrecognised language";
  return "Left out of the tables, still counted in the total";
}

/** The counts, where the target phrase appears, and the phrase tables with their CSV export. */
export function KeywordDensityResults({ result }: { result: KeywordDensityResponse }) {
  const { source } = result;
  const facts = [
    { label: "Words", value: result.totalWords.toLocaleString("en"), wide: false },
    { label: "Distinct words", value: result.distinctWords.toLocaleString("en"), wide: false },
    { label: "Language", value: languageLabel(result), wide: true },
    { label: "Stop words", value: stopWordLabel(result), wide: true },
  ];
  return (
    <section aria-labelledby="kd-results" className="mt-10 grid gap-8">
      <div>
        <h2 id="kd-results" className="text-xl font-semibold tracking-tight">
          {result.title ? `Results for “${result.title}”` : "Results"}
        </h2>
        <p className="mt-1 text-sm break-all text-muted-foreground">
          {source.kind === "url"
            ? `Visible text of ${source.url}${source.truncated ? " (first 2 MB of the HTML)" : ""}`
            : `Pasted text, ${source.characters.toLocaleString("en")} characters`}
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {facts.map((fact) => (
            <div
              key={fact.label}
              className={cn(
                "rounded-xl border bg-card p-4",
                fact.wide && "col-span-2 lg:col-span-1",
              )}
            >
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="mt-1 font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {result.prominence && <ProminenceList prominence={result.prominence} />}
      <div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h3 className="font-semibold">Words and phrases</h3>
            <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
              Density = occurrences × words in the phrase ÷ {result.totalWords.toLocaleString("en")}{" "}
              total words × 100. Phrases are counted within sentences and never across headings,
              list items or table cells.
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => downloadCsv(result.tables, source.kind === "url" ? source.url : "text")}
          >
            <Download aria-hidden />
            Download CSV
          </Button>
        </div>
        <Tabs defaultValue="1" className="mt-4">
          <TabsList aria-label="Phrase length">
            {result.tables.map((table) => (
              <TabsTrigger key={table.size} value={String(table.size)}>
                {table.size === 1 ? "1 word" : `${table.size} words`}
              </TabsTrigger>
            ))}
          </TabsList>
          {result.tables.map((table) => (
            <TabsContent key={table.size} value={String(table.size)}>
              <PhraseTable table={table} />
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
