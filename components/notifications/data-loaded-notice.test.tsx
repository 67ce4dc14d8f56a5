// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { DataLoadedNotice } from "./data-loaded-notice";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

async function load(client: QueryClient, count: number) {
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      client.fetchQuery({ queryKey: ["search-console", "p", "d", { i }], queryFn: async () => i }),
    ),
  );
}

describe("DataLoadedNotice", () => {
  beforeEach(() => vi.mocked(toast.success).mockReset());

  it("says the dashboard data loaded when 10 data queries finish together, not for 9", async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <DataLoadedNotice />
      </QueryClientProvider>,
    );
    await load(client, 9);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.success).not.toHaveBeenCalled();

    client.clear();
    await load(client, 10);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Dashboard data loaded", expect.anything()),
    );
  });
});
