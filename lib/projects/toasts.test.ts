import { projectToasts } from "./toasts";

describe("projectToasts", () => {
  it("name the project and the property", () => {
    expect(projectToasts.created("Client blog")).toBe('Project "Client blog" created');
    expect(projectToasts.renamed("Agency blog")).toBe('Project renamed to "Agency blog"');
    expect(projectToasts.deleted("Client blog")).toBe('Project "Client blog" deleted');
    expect(projectToasts.brandTermsSaved("Client blog", 1)).toBe(
      '1 brand term saved for "Client blog"',
    );
    expect(projectToasts.brandTermsSaved("Client blog", 3)).toBe(
      '3 brand terms saved for "Client blog"',
    );
    expect(projectToasts.brandTermsSaved("Client blog", 0)).toBe(
      'Brand terms of "Client blog" cleared',
    );
    expect(projectToasts.connected("sc-domain:example.com", "Client blog")).toBe(
      "sc-domain:example.com connected to Client blog",
    );
    expect(projectToasts.disconnected("sc-domain:example.com", "Client blog")).toBe(
      "sc-domain:example.com disconnected from Client blog",
    );
  });
});
