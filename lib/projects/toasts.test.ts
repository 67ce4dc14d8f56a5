import { projectToasts } from "./toasts";

describe("projectToasts", () => {
  it("name the project and the property", () => {
    expect(projectToasts.created("Client blog")).toBe('Project "Client blog" created');
    expect(projectToasts.renamed("Agency blog")).toBe('Project renamed to "Agency blog"');
    expect(projectToasts.deleted("Client blog")).toBe('Project "Client blog" deleted');
    expect(projectToasts.connected("sc-domain:example.com", "Client blog")).toBe(
      "sc-domain:example.com connected to Client blog",
    );
    expect(projectToasts.disconnected("sc-domain:example.com", "Client blog")).toBe(
      "sc-domain:example.com disconnected from Client blog",
    );
  });
});
