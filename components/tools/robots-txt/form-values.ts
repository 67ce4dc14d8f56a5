import { requestProblems } from "@/lib/tools/robots-txt/request-checks";
import type { RobotsTxtRequest } from "@/lib/tools/robots-txt/schema";
import type { ShareState } from "@/lib/tools/robots-txt/share";
import { USER_AGENT_PRESETS } from "@/lib/tools/robots-txt/user-agents";

export type FormValues = {
  mode: "fetch" | "paste";
  url: string;
  robotsTxt: string;
  /** A preset token, or "custom" to use `customAgent`. */
  agent: string;
  customAgent: string;
  urls: string;
};

export type FormField = "url" | "robotsTxt" | "userAgent" | "urls";
export type FormErrors = Partial<Record<FormField, string>>;

export const CUSTOM_AGENT = "custom";

export const EMPTY_FORM: FormValues = {
  mode: "fetch",
  url: "",
  robotsTxt: "",
  agent: "*",
  customAgent: "",
  urls: "",
};

export const splitUrls = (text: string) =>
  text
    .split(/\r?\n/)
    .map((u) => u.trim())
    .filter(Boolean);

export function formFromShare(share: ShareState | null): FormValues {
  if (!share) return EMPTY_FORM;
  const preset = USER_AGENT_PRESETS.some((p) => p.token === share.userAgent);
  return {
    mode: share.mode,
    url: share.url,
    robotsTxt: share.robotsTxt,
    agent: preset ? share.userAgent : CUSTOM_AGENT,
    customAgent: preset ? "" : share.userAgent,
    urls: share.urls.join("\n"),
  };
}

export function shareFromForm(values: FormValues): ShareState {
  const userAgent = values.agent === CUSTOM_AGENT ? values.customAgent : values.agent;
  return {
    mode: values.mode,
    url: values.url,
    robotsTxt: values.robotsTxt,
    userAgent,
    urls: splitUrls(values.urls),
  };
}

/** The request the form describes, or the message for each field that is wrong. */
export function validateForm(
  values: FormValues,
): { request: RobotsTxtRequest } | { errors: FormErrors } {
  const share = shareFromForm(values);
  const request: RobotsTxtRequest = {
    ...(values.mode === "fetch" ? { url: share.url } : { robotsTxt: share.robotsTxt }),
    userAgent: share.userAgent,
    urls: share.urls,
  };
  const errors: FormErrors = requestProblems(request);
  if (values.mode === "fetch" && share.url.trim() === "")
    errors.url = "Enter a site URL, such as https://example.com/.";
  if (values.agent === CUSTOM_AGENT && share.userAgent.trim() === "")
    errors.userAgent = "Enter the crawler's user-agent token, such as DuckDuckBot.";
  return Object.keys(errors).length === 0 ? { request } : { errors };
}
