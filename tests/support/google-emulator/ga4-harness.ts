// Test helper for the emulated data APIs: signs in through the emulator's own consent flow (with
// the scopes a test chooses) and calls an API host with the access token it got.
import { GOOGLE_SIGN_IN_SCOPES } from "@/lib/google/scopes";
import { handleGoogleEmulator } from "@/google-emulator/handler";
import { EMULATOR_BASE_PATH } from "@/google-emulator/paths";
import { BASE, emulatorHarness } from "./harness";

export const DANA = { account: "104857600000000000001" };
export const ALEX = { account: "104857600000000000002" };
/** An address starting with `empty` owns nothing in the emulator's world. */
export const NOBODY = { email: "empty.owner@example.com", name: "Empty Owner" };

export function dataApiHarness() {
  const h = emulatorHarness();

  async function token(
    choice: Record<string, string> = DANA,
    scopes: readonly string[] = GOOGLE_SIGN_IN_SCOPES,
  ): Promise<string> {
    const { query } = await h.approve(choice, { scope: scopes.join(" ") });
    const code = query?.get("code");
    if (!code) throw new Error("The emulator answered no code.");
    const body = (await (await h.exchange(code)).json()) as { access_token: string };
    return body.access_token;
  }

  const auth = (bearer?: string): Record<string, string> =>
    bearer ? { authorization: `Bearer ${bearer}` } : {};

  /** GET `{host}/{path}`; `query` values that are arrays repeat the parameter. */
  function get(path: string, bearer?: string, query: Record<string, string | string[]> = {}) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
    }
    const suffix = params.size > 0 ? `?${params}` : "";
    return h.call("GET", `${path}${suffix}`, { headers: auth(bearer) });
  }

  function post(path: string, body: unknown, bearer?: string) {
    const request = new Request(`${BASE}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...auth(bearer) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return handleGoogleEmulator(request, EMULATOR_BASE_PATH, h.emulator);
  }

  return { ...h, token, get, post };
}
