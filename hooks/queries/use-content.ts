import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { notify } from "@/components/notifications/notify";
import type {
  AnnotationCreate,
  ContentCreateInput,
  ContentUpdateInput,
} from "@/lib/content/schemas";
import type {
  AnnotationRange,
  ContentBoard,
  ContentBoardParams,
  ContentItem,
  ContentListParams,
  ContentStatus,
} from "@/lib/content/types";
import {
  createAnnotationRequest,
  createContentItemRequest,
  deleteAnnotationRequest,
  deleteContentItemRequest,
  fetchAnnotations,
  fetchCannibalizationResult,
  fetchCalendarFeedStatus,
  fetchContentBoard,
  fetchContentItem,
  fetchContentItems,
  fetchContentPerformance,
  isEditConflict,
  rotateCalendarFeedRequest,
  updateContentItemRequest,
} from "@/lib/query/content";
import { contentKeys } from "@/lib/query/keys";
import { toastFailure, toastSuccess } from "./mutation-feedback";

// Content planning's queries and mutations. A save names the version the form was opened on; a
// stale one fails with 409 `edit_conflict` (isEditConflict), which the form shows beside its own,
// untouched input: nothing here resets a form or refetches the item it edits.

/** One page of the table; another page, sort or filter keeps the last one on screen. */
export function useContentItems(params: ContentListParams | null) {
  return useQuery({
    queryKey: params ? contentKeys.list(params) : contentKeys.all,
    queryFn: () => fetchContentItems(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** Every column of the board, in position order. */
export function useContentBoard(params: ContentBoardParams | null) {
  return useQuery({
    queryKey: params ? contentKeys.board(params) : contentKeys.all,
    queryFn: () => fetchContentBoard(params!),
    enabled: params !== null,
  });
}

/** One item, for its form; "Reload" after a conflict is this query's refetch(). */
export function useContentItem(projectId: string, id: string | null) {
  return useQuery({
    queryKey: contentKeys.item(projectId, id ?? ""),
    queryFn: () => fetchContentItem(projectId, id!),
    enabled: id !== null,
  });
}

/** A published item's figures before and after; `pending` until the after window is final. */
export function useContentPerformance(projectId: string, id: string | null) {
  return useQuery({
    queryKey: contentKeys.performance(projectId, id ?? ""),
    queryFn: () => fetchContentPerformance(projectId, id!),
    enabled: id !== null,
  });
}

/** A cannibalization fix's result: the primary page's share of its query before and after the fix. */
export function useCannibalizationResult(projectId: string, id: string | null) {
  return useQuery({
    queryKey: contentKeys.cannibalization(projectId, id ?? ""),
    queryFn: () => fetchCannibalizationResult(projectId, id!),
    enabled: id !== null,
  });
}

/** Lists, board and annotations of the project: what a created, changed or deleted item moves. */
function refreshPlan(queryClient: QueryClient, projectId: string) {
  for (const queryKey of [
    contentKeys.lists(projectId),
    contentKeys.boards(projectId),
    contentKeys.annotations(projectId),
  ])
    void queryClient.invalidateQueries({ queryKey });
}

/** Adds an item: by hand, or from an opportunity or a Search Performance row (source, sourceRef). */
export function useCreateContentItem(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ContentCreateInput, "projectId">) =>
      createContentItemRequest({ ...input, projectId }),
    onSuccess: (item) => {
      toastSuccess(`Added “${item.title}” to the content plan.`);
      refreshPlan(queryClient, projectId);
    },
    onError: toastFailure,
  });
}

export type ContentItemChange = Omit<ContentUpdateInput, "projectId"> & { id: string };

function toastSaveFailure(error: unknown) {
  if (isEditConflict(error))
    notify({ type: "error", category: "data", title: "Edit Conflict", message: error.message });
  else toastFailure(error);
}

/**
 * Saves changes to an item (`version` = the one the form was opened on). On success the item's
 * query holds the new version; on an edit conflict `error` is the 409 and the form keeps its input.
 */
export function useUpdateContentItem(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: ContentItemChange) =>
      updateContentItemRequest(id, { ...change, projectId }),
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(projectId, item.id), item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.performance(projectId, item.id) });
      void queryClient.invalidateQueries({
        queryKey: contentKeys.cannibalization(projectId, item.id),
      });
      refreshPlan(queryClient, projectId);
    },
    onError: (error) => {
      toastSaveFailure(error);
      // The lists and the board show the other writer's version; the form is left alone.
      if (isEditConflict(error)) refreshPlan(queryClient, projectId);
    },
  });
}

export type BoardMove = {
  item: Pick<ContentItem, "id" | "version">;
  status: ContentStatus;
  /** Between the new neighbours' positions, e.g. the mean of theirs. */
  position: number;
};

function moved(board: ContentBoard, { item, status, position }: BoardMove): ContentBoard {
  const card = board.columns.flatMap((c) => c.items).find((i) => i.id === item.id);
  if (!card) return board;
  return {
    columns: board.columns.map((column) => {
      const rest = column.items.filter((i) => i.id !== item.id);
      const items =
        column.status === status
          ? [...rest, { ...card, status, position }].sort((a, b) => a.position - b.position)
          : rest;
      const total =
        column.total + (column.status === status ? 1 : 0) - (card.status === column.status ? 1 : 0);
      return { ...column, items, total };
    }),
  };
}

/**
 * A card dragged on the board: a status and position change. The card moves at once; a refusal
 * (the workflow's reason, or an edit conflict) puts it back and says why.
 */
export function useMoveContentItem(projectId: string) {
  const queryClient = useQueryClient();
  const boards = contentKeys.boards(projectId);
  return useMutation({
    mutationFn: ({ item, status, position }: BoardMove) =>
      updateContentItemRequest(item.id, { projectId, version: item.version, status, position }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boards });
      const previous = queryClient.getQueriesData<ContentBoard>({ queryKey: boards });
      queryClient.setQueriesData<ContentBoard>({ queryKey: boards }, (board) =>
        board ? moved(board, move) : board,
      );
      return { previous };
    },
    onError: (error, _move, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toastSaveFailure(error);
    },
    onSuccess: (item) => queryClient.setQueryData(contentKeys.item(projectId, item.id), item),
    onSettled: () => refreshPlan(queryClient, projectId),
  });
}

export function useDeleteContentItem(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContentItemRequest(projectId, id),
    onSuccess: (_, id) => {
      toastSuccess("Item deleted from the content plan.");
      queryClient.removeQueries({ queryKey: contentKeys.item(projectId, id) });
      refreshPlan(queryClient, projectId);
    },
    onError: toastFailure,
  });
}

/** The project's chart annotations (within the chart's range when given). */
export function useAnnotations(range: AnnotationRange | null) {
  return useQuery({
    queryKey: range ? contentKeys.annotationRange(range) : contentKeys.all,
    queryFn: () => fetchAnnotations(range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateAnnotation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<AnnotationCreate, "projectId">) =>
      createAnnotationRequest({ ...input, projectId }),
    onSuccess: () => {
      toastSuccess("Annotation added to the charts.");
      void queryClient.invalidateQueries({ queryKey: contentKeys.annotations(projectId) });
    },
    onError: toastFailure,
  });
}

export function useDeleteAnnotation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAnnotationRequest(projectId, id),
    onSuccess: () => {
      toastSuccess("Annotation removed.");
      void queryClient.invalidateQueries({ queryKey: contentKeys.annotations(projectId) });
    },
    onError: toastFailure,
  });
}

/** Whether the project has a calendar feed (its URL is shown only when made). */
export function useCalendarFeed(projectId: string) {
  return useQuery({
    queryKey: contentKeys.feed(projectId),
    queryFn: () => fetchCalendarFeedStatus(projectId),
  });
}

/** Makes the project's feed URL, or a new one: `data.url` is the only time it is shown. */
export function useRotateCalendarFeed(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateCalendarFeedRequest(projectId),
    onSuccess: () => {
      toastSuccess(
        "Calendar address ready. Copy it now: it is shown only once, and any earlier one stops working.",
      );
      void queryClient.invalidateQueries({ queryKey: contentKeys.feed(projectId) });
    },
    onError: toastFailure,
  });
}
