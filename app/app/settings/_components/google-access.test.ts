import { GOOGLE_SIGN_IN_SCOPES, WEBMASTERS_SCOPE } from "@/lib/google/scopes";
import { connectionStatus, dataAccess } from "./google-access";

describe("connectionStatus", () => {
  it("follows the server's token health", () => {
    expect(connectionStatus(null, true)).toBe("checking");
    expect(connectionStatus(null, false)).toBe("not_connected");
    expect(connectionStatus({ connected: false, needsReauth: false }, false)).toBe("not_connected");
    expect(connectionStatus({ connected: true, needsReauth: true }, false)).toBe("needs_reauth");
    expect(connectionStatus({ connected: true, needsReauth: false }, false)).toBe("connected");
  });
});

describe("dataAccess", () => {
  it("grants all three kinds of data with the sign-in scopes", () => {
    expect(dataAccess(GOOGLE_SIGN_IN_SCOPES).every((access) => access.granted)).toBe(true);
  });

  it("names what is missing when the user unticked a permission", () => {
    expect(dataAccess(["openid", WEBMASTERS_SCOPE])).toEqual([
      { label: "Search Console", granted: true },
      { label: "Google Analytics", granted: false },
      { label: "Business Profile", granted: false },
    ]);
  });
});
