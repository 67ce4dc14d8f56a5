import { hashKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OpportunityListRequest, OpportunityStateRequest } from "@/lib/opportunities/schemas";
import type { OpportunityListResponse } from "@/lib/opportunities/types";
import { fetchOpportunities, setOpportunityState } from "@/lib/query/opportunities";
import { opportunityKeys } from "@/lib/query/keys";
import { toastFailure, toastSuccess } from "./mutation-feedback";

const listOf = (key: readonly unknown[]) => {
  const [, projectId, request] = key as [string, string, { table?: unknown }];
  return hashKey([projectId, { ...request, table: null }]);
};

/**
 * A page of a property's opportunities with the summary. Another page, sort or search of the same
 * list keeps the last page on screen; `null` (no property yet) sends nothing.
 */
export function useOpportunities(request: OpportunityListRequest | null) {
  const key = request ? opportunityKeys.list(request) : opportunityKeys.all;
  return useQuery({
    queryKey: key,
    queryFn: () => fetchOpportunities(request!),
    enabled: request !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery && listOf(previousQuery.queryKey) === listOf(key) ? previous : undefined,
  });
}

const DONE: Record<OpportunityStateRequest["state"], string> = {
  dismissed: "Dismissed: it stays out of the list until you restore it.",
  snoozed: "Snoozed: it comes back to the list when the snooze ends.",
  open: "Restored to the open opportunities.",
};

/**
 * Dismisses, snoozes or restores an opportunity. The row leaves the list at once; the project's
 * lists are asked again afterwards, and a failure puts the row back and says why.
 */
export function useOpportunityState(projectId: string) {
  const queryClient = useQueryClient();
  const projectKey = opportunityKeys.project(projectId);
  return useMutation({
    mutationFn: setOpportunityState,
    onMutate: async ({ opportunityId }) => {
      await queryClient.cancelQueries({ queryKey: projectKey });
      const previous = queryClient.getQueriesData<OpportunityListResponse>({
        queryKey: projectKey,
      });
      queryClient.setQueriesData<OpportunityListResponse>({ queryKey: projectKey }, (list) =>
        list && list.rows.some((row) => row.id === opportunityId)
          ? {
              ...list,
              rows: list.rows.filter((row) => row.id !== opportunityId),
              total: list.total - 1,
            }
          : list,
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toastFailure(error);
    },
    onSuccess: (_data, { state }) => toastSuccess(DONE[state]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKey }),
  });
}
