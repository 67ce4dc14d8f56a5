// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { BrandTermsForm } from "./brand-terms-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const PROJECT = {
  id: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b",
  name: "Acme store",
  brand_terms: ["Acme"],
};

function renderForm(project = PROJECT) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BrandTermsForm project={project} />
    </QueryClientProvider>,
  );
}

const chips = () =>
  within(screen.getByRole("list", { name: "Brand term list for Acme store" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (_input, init) => {
    const sent = JSON.parse(String(init?.body)) as { brand_terms: string[] };
    return Response.json({ project: { ...PROJECT, brand_terms: sent.brand_terms } });
  });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("BrandTermsForm", () => {
  it("turns typed text into chips at each comma or Enter, without repeats", async () => {
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByLabelText("Brand terms of Acme store");
    expect(screen.getByRole("button", { name: "Save brand terms" })).toBeDisabled();
    await user.type(input, "acme, Acme Outdoor,acme outdoors{Enter}");
    expect(chips()).toEqual(["Acme", "Acme Outdoor", "acme outdoors"]);
    expect(input).toHaveValue("");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Remove brand term Acme Outdoor" }));
    await user.type(input, "{Backspace}");
    expect(chips()).toEqual(["Acme"]);
  });

  it("saves the chips with the text still typed, and confirms with a toast", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Brand terms of Acme store"), "acme outdoor");
    await user.click(screen.getByRole("button", { name: "Save brand terms" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('2 brand terms saved for "Acme store"', {
        duration: 3000,
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/projects/${PROJECT.id}/`,
      expect.objectContaining({
        method: "PATCH",
        body: '{"brand_terms":["Acme","acme outdoor"]}',
      }),
    );
  });

  it("clears every term when all chips are removed", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole("button", { name: "Remove brand term Acme" }));
    await user.click(screen.getByRole("button", { name: "Save brand terms" }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Brand terms of "Acme store" cleared', {
        duration: 3000,
      }),
    );
  });

  it("refuses an eleventh term with the reason, and sends nothing", async () => {
    const user = userEvent.setup();
    const ten = Array.from({ length: 10 }, (_, i) => `acme ${i}`);
    renderForm({ ...PROJECT, brand_terms: ten });
    const input = screen.getByLabelText("Brand terms of Acme store");
    await user.type(input, "one more{Enter}");
    expect(screen.getByText("A project can have at most 10 brand terms.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveValue("one more");
    await user.click(screen.getByRole("button", { name: "Save brand terms" }));
    expect(chips()).toHaveLength(10);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
