import { describe, expect, it, vi } from "vitest";

const createBrowserClient = vi.fn((url: string, key: string) => ({ url, key }));
vi.mock("@supabase/ssr", () => ({ createBrowserClient }));

const { createSupabaseBrowserClient } = await import("./client");

describe("createSupabaseBrowserClient", () => {
  it("creates the browser client from the URL and key the server handed down", () => {
    const client = createSupabaseBrowserClient({
      url: "https://abcdefghijklmnop.supabase.co",
      anonKey: "anon",
    });
    expect(createBrowserClient).toHaveBeenCalledWith(
      "https://abcdefghijklmnop.supabase.co",
      "anon",
    );
    expect(client).toEqual({ url: "https://abcdefghijklmnop.supabase.co", key: "anon" });
  });
});
