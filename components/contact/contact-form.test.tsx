// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ContactForm } from "./contact-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.selectOptions(screen.getByLabelText("Topic"), "support");
  await user.type(
    screen.getByLabelText("Message"),
    "The sitemaps view shows no data for my domain property.",
  );
}

describe("ContactForm", () => {
  beforeEach(() => vi.stubGlobal("fetch", fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows inline errors tied to their fields and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText("Email"), "ada@");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    expect(name).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    expect(screen.getByLabelText("Message")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(name, "Ada");
    expect(name).not.toHaveAttribute("aria-invalid");
  });

  it("posts the form as JSON and confirms with a toast and a success state", async () => {
    fetchMock.mockResolvedValue(Response.json({ id: "b7c1" }, { status: 201 }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/contact/");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      topic: "support",
      message: "The sitemaps view shows no data for my domain property.",
      website: "",
    });
    expect(toast.success).toHaveBeenCalledWith("Thanks! We'll reply within two working days.");
    expect(await screen.findByRole("heading", { name: "Message sent" })).toHaveFocus();
  });

  it("shows the server's message inline and in a toast when sending fails", async () => {
    const message = "You have sent several messages in a short time. Please wait a while.";
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "rate_limited", message } }, { status: 429 }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  it("pre-selects a topic from the address", () => {
    window.history.replaceState(null, "", "/contact/?topic=affiliates");
    render(<ContactForm />);
    expect(screen.getByLabelText("Topic")).toHaveValue("affiliates");
    window.history.replaceState(null, "", "/contact/");
  });
});
