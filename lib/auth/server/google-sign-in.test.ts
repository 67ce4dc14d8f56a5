import { EMULATOR_CLIENT_ID, EMULATOR_CLIENT_SECRET } from "@/google-emulator/oauth/client";
import { emulatorEndpoints } from "@/google-emulator/paths";
import { createGoogleOAuth } from "@/lib/google/oauth";
import { GOOGLE_SIGN_IN_SCOPES, parseScopes, WEBMASTERS_SCOPE } from "@/lib/google/scopes";
import { startGoogleSignIn } from "./google-sign-in";

// Building the consent URL needs no network; nothing here reaches the token endpoint.
const oauth = createGoogleOAuth({
  endpoints: emulatorEndpoints("http://127.0.0.1:9"),
  clientId: EMULATOR_CLIENT_ID,
  clientSecret: EMULATOR_CLIENT_SECRET,
});

const paramsOf = (url: string) => new URL(url).searchParams;

describe("startGoogleSignIn", () => {
  it("asks for the sign-in scopes, and for earlier grants to be kept", async () => {
    const { url } = await startGoogleSignIn({}, { oauth });
    const params = paramsOf(url);
    expect(parseScopes(params.get("scope")!)).toEqual([...GOOGLE_SIGN_IN_SCOPES]);
    expect(params.get("include_granted_scopes")).toBe("true");
    expect(params.get("login_hint")).toBeNull();
  });

  it("adds extra scopes to the sign-in ones once each, for the hinted account", async () => {
    const { url, roundTrip } = await startGoogleSignIn(
      { loginHint: "dana@demo.rankwell.dev", extraScopes: [WEBMASTERS_SCOPE, WEBMASTERS_SCOPE] },
      { oauth },
    );
    const params = paramsOf(url);
    expect(parseScopes(params.get("scope")!)).toEqual([...GOOGLE_SIGN_IN_SCOPES, WEBMASTERS_SCOPE]);
    expect(params.get("include_granted_scopes")).toBe("true");
    expect(params.get("login_hint")).toBe("dana@demo.rankwell.dev");
    expect(params.get("prompt")).toBe("consent");
    expect(params.get("state")).toBe(roundTrip.state);
  });
});
