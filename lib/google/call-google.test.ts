import { callGoogle } from "./call-google";
import { GoogleHttpFailure } from "./classify-error";
import { testContext } from "@/tests/support/google-fake";

const http = (status: number, message = "no") =>
  new GoogleHttpFailure({ status, data: { error: { code: status, message } } });

function scripted(answers: (Error | string)[]) {
  const tokens: string[] = [];
  const call = async (token: string) => {
    tokens.push(token);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? "done";
  };
  return { call, tokens };
}

describe("callGoogle", () => {
  it("refreshes the token once on the first 401 and tries again, without a backoff", async () => {
    const sleep = vi.fn(async () => {});
    const refreshedAccessToken = vi.fn(async () => "ya29.second");
    const ctx = testContext({ refreshedAccessToken, retry: { sleep } });
    const { call, tokens } = scripted([http(401), "rows"]);
    await expect(callGoogle(ctx, "searchConsole", call)).resolves.toBe("rows");
    expect(tokens).toEqual(["ya29.first", "ya29.second"]);
    expect(refreshedAccessToken).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it("gives up with reauth when the refreshed token is refused too", async () => {
    const refreshedAccessToken = vi.fn(async () => "ya29.second");
    const ctx = testContext({ refreshedAccessToken });
    const { call, tokens } = scripted([http(401), http(401), "never"]);
    await expect(callGoogle(ctx, "searchConsole", call)).rejects.toMatchObject({
      kind: "reauth",
      status: 401,
    });
    expect(tokens).toHaveLength(2);
    expect(refreshedAccessToken).toHaveBeenCalledTimes(1);
  });

  it("turns a refresh that needs a reconnect into reauth", async () => {
    const refused = Object.assign(
      new Error("Your Google connection has expired. Please reconnect."),
      {
        needsReauth: true,
      },
    );
    const ctx = testContext({
      refreshedAccessToken: async () => Promise.reject(refused),
    });
    const { call } = scripted([http(401)]);
    const error = await callGoogle(ctx, "analyticsData", call).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: "reauth", api: "analyticsData", requiresReauth: true });
    expect((error as Error).cause).toBe(refused);
  });

  it("does not call Google when no valid token can be had", async () => {
    const ctx = testContext({
      accessToken: async () => Promise.reject(Object.assign(new Error("x"), { needsReauth: true })),
    });
    const { call, tokens } = scripted([]);
    await expect(callGoogle(ctx, "gbpAccounts", call)).rejects.toMatchObject({ kind: "reauth" });
    expect(tokens).toEqual([]);
  });

  it("retries a server error once after 1 s with the same token", async () => {
    const sleep = vi.fn(async () => {});
    const ctx = testContext({ retry: { sleep } });
    const { call, tokens } = scripted([http(503), "ok"]);
    await expect(callGoogle(ctx, "searchConsole", call)).resolves.toBe("ok");
    expect(tokens).toEqual(["ya29.first", "ya29.first"]);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it("keeps the refreshed token for a later attempt", async () => {
    const { call, tokens } = scripted([http(401), http(500), "ok"]);
    await expect(callGoogle(testContext(), "searchConsole", call)).resolves.toBe("ok");
    expect(tokens).toEqual(["ya29.first", "ya29.second", "ya29.second"]);
  });

  it("neither refreshes nor retries a 403", async () => {
    const refreshedAccessToken = vi.fn(async () => "ya29.second");
    const { call, tokens } = scripted([http(403, "The caller does not have permission")]);
    await expect(
      callGoogle(testContext({ refreshedAccessToken }), "gbpAccounts", call),
    ).rejects.toMatchObject({ kind: "access_denied" });
    expect(tokens).toHaveLength(1);
    expect(refreshedAccessToken).not.toHaveBeenCalled();
  });
});
