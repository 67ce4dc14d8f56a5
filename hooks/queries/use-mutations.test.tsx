// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import { toast } from "sonner";
import type { DataSourceDto } from "@/lib/projects/types";
import { dataSourceKeys, projectKeys } from "@/lib/query/keys";
import { makeQueryClient } from "@/lib/query/policy";
import {
  useConnectDataSourceMutation,
  useDisconnectDataSourceMutation,
} from "./use-data-source-mutations";
import {
  createProjectRequest,
  useCreateProjectMutation,
  useDeleteProjectMutation,
  useRenameProjectMutation,
} from "./use-project-mutations";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();
const project = { id: "6f1d2c3b-4a59-4e8f-9a7b-1c2d3e4f5a6b", name: "Client blog" };
let client: QueryClient;

function wrapper({ children }: { children: React.ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  client = makeQueryClient();
  vi.spyOn(client, "invalidateQueries");
});
afterEach(() => {
  fetchMock.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  vi.unstubAllGlobals();
});

const invalidated = () =>
  vi.mocked(client.invalidateQueries).mock.calls.map(([filters]) => filters?.queryKey);

describe("project mutations", () => {
  it("create: posts the name, toasts and refreshes the project list", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ project: { ...project, name: "Client blog" } }, { status: 201 }),
    );
    const { result } = renderHook(() => useCreateProjectMutation(), { wrapper });
    await act(() => result.current.mutateAsync(createProjectRequest("Client blog")));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/projects/",
      expect.objectContaining({
        method: "POST",
        body: '{"name":"Client blog"}',
        headers: expect.objectContaining({ "Idempotency-Key": expect.any(String) }),
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Project "Client blog" created', { duration: 3000 });
    expect(invalidated()).toEqual([projectKeys.all]);
  });

  it("create: sends one key per press of the button, and the same key on the automatic retry", async () => {
    const keyOf = (call: number) =>
      (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)["Idempotency-Key"];
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementation(async () => Response.json({ project }, { status: 201 }));
    const { result } = renderHook(() => useCreateProjectMutation(), { wrapper });
    await act(() => result.current.mutateAsync(createProjectRequest("Client blog")));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    await act(() => result.current.mutateAsync(createProjectRequest("Client blog")));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("rename: toasts the new name", async () => {
    fetchMock.mockResolvedValue(Response.json({ project: { ...project, name: "Agency blog" } }));
    const { result } = renderHook(() => useRenameProjectMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ projectId: project.id, name: "Agency blog" }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/projects/${project.id}/`,
      expect.objectContaining({ method: "PATCH" }),
    );
    expect(toast.success).toHaveBeenCalledWith('Project renamed to "Agency blog"', {
      duration: 3000,
    });
  });

  it("delete: toasts, drops the project's data sources and refreshes the list", async () => {
    client.setQueryData(dataSourceKeys.project(project.id), []);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { result } = renderHook(() => useDeleteProjectMutation(), { wrapper });
    await act(() => result.current.mutateAsync(project));
    expect(toast.success).toHaveBeenCalledWith('Project "Client blog" deleted', { duration: 3000 });
    expect(client.getQueryData(dataSourceKeys.project(project.id))).toBeUndefined();
    expect(invalidated()).toEqual([projectKeys.all]);
  });

  it("a failure toasts the catalogue title with the server's message and is not retried", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: "invalid_input", message: "name: Please enter a project name." } },
        { status: 400 },
      ),
    );
    const { result } = renderHook(() => useCreateProjectMutation(), { wrapper });
    await act(() => result.current.mutateAsync(createProjectRequest("")).catch(() => undefined));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledWith("Invalid Request", {
      description: "name: Please enter a project name.",
      duration: 8000,
    });
    expect(invalidated()).toEqual([]);
  });
});

describe("data source mutations", () => {
  const source = {
    id: "0d6c3b9a-1f2e-4d5c-8b7a-6e5f4d3c2b1a",
    property_uri: "sc-domain:blog.example",
    property_name: "blog.example",
  } as DataSourceDto;

  it("connect: toasts the property and refreshes the project's sources and the list", async () => {
    fetchMock.mockResolvedValue(Response.json({ dataSource: source }, { status: 201 }));
    const { result } = renderHook(() => useConnectDataSourceMutation(), { wrapper });
    await act(() =>
      result.current.mutateAsync({
        project,
        input: { type: "gsc", property_uri: source.property_uri },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith("blog.example connected to Client blog", {
      duration: 3000,
    });
    expect(invalidated()).toEqual([dataSourceKeys.project(project.id), projectKeys.all]);
  });

  it("disconnect: deletes by id and toasts", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { result } = renderHook(() => useDisconnectDataSourceMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ project, source }));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/projects/${project.id}/data-sources/${source.id}/`,
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(toast.success).toHaveBeenCalledWith("blog.example disconnected from Client blog", {
      duration: 3000,
    });
  });
});
