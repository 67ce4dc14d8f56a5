// Signs in to the emulator in process and calls its Search Console API with the access token.
import { GOOGLE_SIGN_IN_SCOPES, WEBMASTERS_SCOPE } from "@/lib/google/scopes";
import { handleGoogleEmulator } from "@/google-emulator/handler";
import { EMULATOR_BASE_PATH } from "@/google-emulator/paths";
import { BASE, emulatorHarness } from "./harness";

export const DANA = { account: "104857600000000000001" };
export const ALEX = { account: "104857600000000000002" };
/** A made-up account: it sees Dana's properties but has its own sitemaps and quotas. */
export const someone = (name: string) => ({ email: `${name}@example.test`, name });

export async function gscHarness(
  choice: Record<string, string> = DANA,
  { fullScope = false }: { fullScope?: boolean } = {},
) {
  const h = emulatorHarness();
  const scope = [...GOOGLE_SIGN_IN_SCOPES, ...(fullScope ? [WEBMASTERS_SCOPE] : [])].join(" ");
  const approved = await h.approve(choice, { scope });
  const code = approved.query?.get("code");
  if (!code) throw new Error("The emulator answered no code.");
  const token = ((await (await h.exchange(code)).json()) as { access_token: string }).access_token;

  const api = (
    method: string,
    path: string,
    body?: unknown,
    host = "searchconsole.googleapis.com",
  ) =>
    handleGoogleEmulator(
      new Request(`${BASE}/${host}/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
      EMULATOR_BASE_PATH,
      h.emulator,
    );
  const site = (siteUrl: string) => `webmasters/v3/sites/${encodeURIComponent(siteUrl)}`;
  const query = async (siteUrl: string, body: Record<string, unknown>) => {
    const response = await api("POST", `${site(siteUrl)}/searchAnalytics/query`, body);
    return { status: response.status, body: (await response.json()) as QueryBody };
  };
  return { ...h, token, api, site, query };
}

export type QueryRow = {
  keys: string[];
  clicks: number;
  impressions: number;
  ctr: number;
  position?: number;
};
export type QueryBody = {
  rows?: QueryRow[];
  responseAggregationType?: string;
  metadata?: { firstIncompleteDate?: string };
  error?: { code: number; message: string; errors?: { reason: string }[]; status?: string };
};

export const sum = (rows: QueryRow[] | undefined, field: "clicks" | "impressions") =>
  (rows ?? []).reduce((total, row) => total + row[field], 0);
