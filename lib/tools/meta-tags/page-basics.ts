import { issue, pass, type Finding } from "./finding";
import { langProblem } from "./language-code";
import type { Area, PageContext } from "./page";

export type BasicsData = {
  viewport: string | null;
  charset: { value: string; source: "meta" | "http-equiv" | "header" } | null;
  lang: string | null;
};

// Browsers only honour a charset declaration found in the first 1024 bytes of the document.
const CHARSET_WINDOW = 1024;

function viewportFindings(content: string | null): Finding[] {
  if (content === null) {
    return [
      issue(
        "error",
        "viewport-missing",
        "There is no viewport meta tag, so phones render the page at desktop width and shrink it.",
        'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>.',
      ),
    ];
  }
  const params = Object.fromEntries(
    content
      .split(/[,;]/)
      .map((part) => part.split("=").map((s) => s.trim().toLowerCase()) as [string, string?]),
  );
  const findings: Finding[] = [];
  if (params.width !== "device-width") {
    findings.push(
      issue(
        "warning",
        "viewport-width",
        `The viewport is “${content}” instead of following the device width.`,
        'Use content="width=device-width, initial-scale=1".',
      ),
    );
  }
  const maxScale = Number(params["maximum-scale"]);
  if (
    params["user-scalable"] === "no" ||
    params["user-scalable"] === "0" ||
    (Number.isFinite(maxScale) && maxScale < 2)
  ) {
    findings.push(
      issue(
        "warning",
        "viewport-zoom",
        "The viewport stops visitors from zooming, which fails WCAG 1.4.4 (resize text).",
        "Remove user-scalable=no and any maximum-scale below 2.",
      ),
    );
  }
  if (findings.length === 0)
    findings.push(pass("viewport", "The viewport follows the device width and allows zooming."));
  return findings;
}

function readCharset({ $, headers }: PageContext): BasicsData["charset"] {
  const meta = $("meta[charset]").first().attr("charset");
  if (meta) return { value: meta.trim(), source: "meta" };
  const equiv = $('meta[http-equiv="content-type" i]').first().attr("content");
  const fromEquiv = equiv && /charset=([^;\s]+)/i.exec(equiv)?.[1];
  if (fromEquiv) return { value: fromEquiv, source: "http-equiv" };
  const fromHeader = /charset=([^;\s]+)/i.exec(headers["content-type"] ?? "")?.[1];
  return fromHeader ? { value: fromHeader.replace(/"/g, ""), source: "header" } : null;
}

function charsetFindings(ctx: PageContext, charset: BasicsData["charset"]): Finding[] {
  if (!charset) {
    return [
      issue(
        "warning",
        "charset-missing",
        "Neither the page nor the server declares a character encoding, so browsers have to guess it.",
        'Add <meta charset="utf-8"> as the first element of the <head>.',
      ),
    ];
  }
  const findings: Finding[] = [];
  if (!/^utf-?8$/i.test(charset.value)) {
    findings.push(
      issue(
        "warning",
        "charset-not-utf8",
        `The page is encoded as ${charset.value}; the HTML standard expects UTF-8.`,
        'Save the page in UTF-8 and declare <meta charset="utf-8">.',
      ),
    );
  }
  const position = ctx.html.search(/<meta[^>]+charset/i);
  if (charset.source !== "header" && position > CHARSET_WINDOW) {
    findings.push(
      issue(
        "warning",
        "charset-late",
        `The charset is declared ${position} characters into the page; browsers only look in the first ${CHARSET_WINDOW} bytes.`,
        'Move <meta charset="utf-8"> to the very top of the <head>.',
      ),
    );
  }
  if (findings.length === 0)
    findings.push(pass("charset", `The encoding is declared as ${charset.value}.`));
  return findings;
}

function langFindings(lang: string | null): Finding[] {
  if (lang === null) {
    return [
      issue(
        "warning",
        "lang-missing",
        "The <html> element has no lang attribute, so screen readers and translation tools must guess the language.",
        'Add the page\'s language, e.g. <html lang="en">.',
      ),
    ];
  }
  const problem = langProblem(lang);
  if (problem)
    return [
      issue(
        "warning",
        "lang-invalid",
        `The html lang is not valid: ${problem}.`,
        "Use a BCP 47 language tag such as en, en-GB or pt-BR.",
      ),
    ];
  return [pass("lang", `The page declares its language as ${lang}.`)];
}

export function checkBasics(ctx: PageContext): Area<BasicsData> {
  const { $ } = ctx;
  const viewport = $('meta[name="viewport" i]').first().attr("content")?.trim() ?? null;
  const charset = readCharset(ctx);
  const lang = $("html").attr("lang")?.trim() ?? null;
  return {
    data: { viewport, charset, lang },
    findings: [
      ...viewportFindings(viewport),
      ...charsetFindings(ctx, charset),
      ...langFindings(lang),
    ],
  };
}
