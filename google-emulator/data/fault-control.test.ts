import { describe, expect, it } from "vitest";
import { createGoogleEmulator, handleGoogleEmulator } from "../handler";
import { EMULATOR_BASE_PATH } from "../paths";
import { BASE, emulatorHarness } from "@/tests/support/google-emulator/harness";

const DANA = { id: "104857600000000000001", email: "dana@demo.rankwell.dev" };
const ALEX = "alex@agency.rankwell.dev";
const LOCAL = { host: "127.0.0.1:3100" };
const SITES = "searchconsole.googleapis.com/webmasters/v3/sites";

/** The emulator as the app serves it, with Dana signed in to the app unless `callerEmail` says otherwise. */
async function signedIn(callerEmail: string | null = null) {
  const h = emulatorHarness();
  const tokens = (await (await h.exchange(await h.code())).json()) as { access_token: string };
  const bearer = { authorization: `Bearer ${tokens.access_token}` };
  const send = (
    method: string,
    init: { headers?: Record<string, string>; body?: unknown; query?: string } = {},
  ) =>
    handleGoogleEmulator(
      new Request(`${BASE}/_emulator/faults${init.query ?? ""}`, {
        method,
        headers: {
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      }),
      EMULATOR_BASE_PATH,
      h.emulator,
      { callerEmail: async () => callerEmail },
    );
  const sites = (headers: Record<string, string> = {}) =>
    h.call("GET", SITES, { headers: { ...bearer, ...LOCAL, ...headers } });
  return { h, bearer, send, sites };
}

const fault = (account: string) => ({ account, kind: "500", match: "webmasters" });

describe("the fault endpoint", () => {
  it("lets a caller on this machine fail its own account's calls, by its emulator token", async () => {
    const { bearer, send, sites } = await signedIn();
    const set = await send("POST", { headers: { ...LOCAL, ...bearer }, body: fault(DANA.email) });
    expect(set.status).toBe(204);
    expect((await sites()).status).toBe(500);
    const byId = await send("POST", { headers: { ...LOCAL, ...bearer }, body: fault(DANA.id) });
    expect(byId.status).toBe(204);
    expect((await send("DELETE", { headers: { ...LOCAL, ...bearer } })).status).toBe(204);
    expect((await sites()).status).toBe(200);
  });

  it("takes the app's signed-in user as the caller", async () => {
    const { send, sites } = await signedIn("Dana@Demo.Rankwell.dev");
    expect((await send("POST", { headers: LOCAL, body: fault(DANA.email) })).status).toBe(204);
    expect((await sites()).status).toBe(500);
    const cleared = await send("DELETE", { headers: LOCAL, query: `?account=${DANA.email}` });
    expect(cleared.status).toBe(204);
    expect((await sites()).status).toBe(200);
  });

  it("refuses another account's faults with a 403 and keeps them", async () => {
    const { bearer, send } = await signedIn();
    const other = await send("POST", { headers: { ...LOCAL, ...bearer }, body: fault(ALEX) });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: {
        code: 403,
        message: `You can set faults only on your own account, not on ${ALEX}.`,
        status: "PERMISSION_DENIED",
      },
    });
    const clear = await send("DELETE", {
      headers: { ...LOCAL, ...bearer },
      query: `?account=${encodeURIComponent(ALEX)}`,
    });
    expect(clear.status).toBe(403);
  });

  it("answers 401 without a session or a token, 403 from another machine", async () => {
    const { bearer, send } = await signedIn();
    const anonymous = await send("POST", { headers: LOCAL, body: fault(DANA.email) });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toMatch(/^Sign in first/);
    const elsewhere: Record<string, string>[] = [
      { host: "demo.rankwell.example" },
      { ...LOCAL, "x-forwarded-for": "203.0.113.7" },
      {},
    ];
    for (const headers of elsewhere) {
      const remote = await send("POST", {
        headers: { ...headers, ...bearer },
        body: fault(DANA.email),
      });
      expect(remote.status).toBe(403);
      expect((await remote.json()).error.message).toBe(
        "The fault endpoint answers only requests made on this machine.",
      );
    }
  });

  it("takes JSON only, so a page elsewhere cannot post a form to it", async () => {
    const { bearer, send } = await signedIn();
    const form = await handleGoogleEmulator(
      new Request(`${BASE}/_emulator/faults`, {
        method: "POST",
        headers: { ...LOCAL, ...bearer, "content-type": "text/plain" },
        body: JSON.stringify(fault(DANA.email)),
      }),
      EMULATOR_BASE_PATH,
      (await signedIn()).h.emulator,
    );
    expect(form.status).toBe(400);
    const invalid = await send("POST", { headers: { ...LOCAL, ...bearer }, body: { kind: "x" } });
    expect(await invalid.json()).toEqual({
      error: { code: 400, message: "Invalid fault.", status: "INVALID_ARGUMENT" },
    });
  });

  it("is open to anyone for any account only in a test emulator that says so", async () => {
    const emulator = createGoogleEmulator({ openFaultControl: true });
    const response = await handleGoogleEmulator(
      new Request(`${BASE}/_emulator/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(fault(ALEX)),
      }),
      EMULATOR_BASE_PATH,
      emulator,
    );
    expect(response.status).toBe(204);
  });
});

describe("the fault header", () => {
  it("fails a request made on this machine, and is ignored from elsewhere", async () => {
    const { sites } = await signedIn();
    expect((await sites({ "x-emulator-fault": "429" })).status).toBe(429);
    const remote = await sites({ "x-emulator-fault": "429", "x-forwarded-for": "198.51.100.4" });
    expect(remote.status).toBe(200);
  });
});
