import { ApiRequestError, NETWORK_ERROR_MESSAGE } from "./api-client";
import { dataErrorToast, projectToasts } from "./toasts";

const fail = (status: number | undefined, code: string, message: string) =>
  new ApiRequestError(status, code, message);

describe("dataErrorToast", () => {
  it("names the failure by status or code and keeps the server's message", () => {
    expect(
      dataErrorToast(fail(400, "invalid_input", "name: Please enter a project name.")),
    ).toEqual({
      title: "Invalid Request",
      description: "name: Please enter a project name.",
      duration: 8000,
    });
    expect(dataErrorToast(fail(404, "project_not_found", "No project with this id.")).title).toBe(
      "No Data Available",
    );
    expect(dataErrorToast(fail(429, "rate_limited", "Slow down.")).title).toBe(
      "Rate Limit Reached",
    );
    expect(dataErrorToast(fail(403, "forbidden", "Access denied.")).title).toBe("Access Denied");
    expect(dataErrorToast(fail(undefined, "network_error", NETWORK_ERROR_MESSAGE)).title).toBe(
      "Connection Issue",
    );
    expect(dataErrorToast(fail(500, "internal_error", "Something broke.")).title).toBe(
      "Something Went Wrong",
    );
  });

  it("asks for a sign-in, shown longer, when the session is gone", () => {
    expect(dataErrorToast(fail(401, "unauthenticated", "Please sign in."))).toEqual({
      title: "Authentication Expired",
      description: "Please sign in.",
      duration: 12_000,
    });
  });

  it("has a description even for an error without a message", () => {
    expect(dataErrorToast(new Error("")).description).toBe("Please try again in a moment.");
  });
});

describe("projectToasts", () => {
  it("name the project and the property", () => {
    expect(projectToasts.created("Client blog")).toBe('Project "Client blog" created');
    expect(projectToasts.connected("sc-domain:example.com", "Client blog")).toBe(
      "sc-domain:example.com connected to Client blog",
    );
  });
});
