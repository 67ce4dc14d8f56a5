// GET pagespeedonline/v5/runPagespeed (google-apis.md §5): reads url, strategy and category as
// PSI does and answers its legacy error form (errors[] with the parameter) for bad input.
import type { DataRequestContext } from "../data/router";
import { jsonResponse } from "../oauth/wire-errors";
import type { CategoryId } from "./checks";
import type { Strategy } from "./lab";
import { pagespeedResult } from "./result";

const CATEGORIES: Record<string, CategoryId> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best-practices",
  best_practices: "best-practices",
  seo: "seo",
};

function badRequest(message: string, reason: string, extra: Record<string, string> = {}): Response {
  return jsonResponse(400, {
    error: {
      code: 400,
      message,
      errors: [{ message, domain: "global", reason, ...extra }],
      status: "INVALID_ARGUMENT",
    },
  });
}

const invalidValue = (name: string, value: string) =>
  badRequest(`Invalid value '${value}' for ${name}.`, "invalidParameter", {
    location: name,
    locationType: "parameter",
  });

/** Hosts that cannot resolve, so Lighthouse cannot load the page (RFC 2606 / 6761 names). */
const UNREACHABLE = /(^|\.)(invalid|test|localhost)$/;

export function runPagespeed(c: DataRequestContext): Response {
  const params = c.url.searchParams;
  const raw = params.get("url");
  if (!raw) {
    return badRequest("Required parameter: url", "required", {
      location: "url",
      locationType: "parameter",
    });
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalidValue("url", raw);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return invalidValue("url", raw);
  if (UNREACHABLE.test(url.hostname)) {
    const message =
      "Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Details: net::ERR_NAME_NOT_RESOLVED)";
    return jsonResponse(400, {
      error: {
        code: 400,
        message,
        errors: [{ message, domain: "lighthouse", reason: "lighthouseUserError" }],
        status: "INVALID_ARGUMENT",
      },
    });
  }
  const strategyRaw = (params.get("strategy") ?? "desktop").toLowerCase();
  if (strategyRaw !== "desktop" && strategyRaw !== "mobile")
    return invalidValue("strategy", strategyRaw);
  const categories: CategoryId[] = [];
  for (const value of params.getAll("category")) {
    const id = CATEGORIES[value.toLowerCase()];
    if (!id) return invalidValue("category", value);
    if (!categories.includes(id)) categories.push(id);
  }
  if (categories.length === 0) categories.push("performance");
  return jsonResponse(200, pagespeedResult(url, strategyRaw as Strategy, categories, c.now));
}
