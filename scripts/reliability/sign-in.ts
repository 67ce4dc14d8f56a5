// Signs in without a browser, the way the popup does in embedded mode: the app's start route gives
// the emulator's consent URL, the chooser's "Use another account" form is posted for an ad-hoc
// address, the emulator redirects to the callback page with a code, and the app's callback route
// turns the code into the session cookie.
import { CookieJar, expectStatus, HttpClient } from "./http";

export type SignedIn = { client: HttpClient; userId: string; email: string };

export async function signIn(
  origin: string,
  email: string,
  name = "Reliability Check",
): Promise<SignedIn> {
  const client = new HttpClient(origin, new CookieJar());
  const start = await client.json<{ url: string }>("GET", "/api/auth/google/start/");
  expectStatus(start, "sign-in start", 200);
  const consent = new URL(start.data?.url ?? "");

  // The chooser's forms post the consent URL's parameters to the approve endpoint beside it.
  const form = new URLSearchParams([...consent.searchParams, ["email", email], ["name", name]]);
  const approve = await fetch(new URL("approve", consent), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  const location = approve.headers.get("location");
  if (approve.status !== 302 || !location) {
    throw new Error(`The emulator did not approve the sign-in: HTTP ${approve.status}`);
  }
  const back = new URL(location);
  const code = back.searchParams.get("code");
  const state = back.searchParams.get("state");
  if (!code || !state) throw new Error(`The emulator answered without a code: ${location}`);

  const callback = await client.json<{ user: { id: string; email: string } }>(
    "POST",
    "/api/auth/google/callback/",
    { code, state },
  );
  expectStatus(callback, "sign-in callback", 200);
  if (!client.jar?.get("rankwell_session")) throw new Error("The callback set no session cookie");
  return { client, userId: callback.data?.user.id ?? "", email };
}

/** A sign-in started but not finished: the round-trip cookie and the state the callback expects. */
export async function startedSignIn(origin: string): Promise<{ cookie: string; state: string }> {
  const client = new HttpClient(origin, new CookieJar());
  const start = await client.json<{ url: string }>("GET", "/api/auth/google/start/");
  expectStatus(start, "sign-in start", 200);
  const state = new URL(start.data?.url ?? "").searchParams.get("state") ?? "";
  return { cookie: client.jar!.header(), state };
}
