import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNotify } from "@/components/notifications/use-notify";
import type {
  AlertListResponse,
  AlertRuleCreate,
  AlertRuleDto,
  AlertRulePatch,
} from "@/lib/alerts/types";
import { errorText } from "@/lib/errors/error-text";
import { formatNumber } from "@/lib/format/numbers";
import {
  ALERTS_REFETCH_MS,
  checkAlerts,
  createAlertRule,
  deleteAlertRule,
  fetchAlertRules,
  fetchAlerts,
  fetchOutbox,
  markAlertsRead,
  updateAlertRule,
  withAlertsRead,
} from "@/lib/query/alerts";
import { alertKeys } from "@/lib/query/keys";

const UPDATE_RULE_KEY = ["alerts", "update-rule"] as const;

const firstLine = (error: unknown) =>
  errorText(error).split("\n")[0] || "Please try again in a moment.";

/** The newest alerts and the unread count; realtime invalidation keeps it fresh, the poll is a fallback. */
export function useAlerts() {
  return useQuery({
    queryKey: alertKeys.list,
    queryFn: fetchAlerts,
    refetchInterval: ALERTS_REFETCH_MS,
  });
}

/** `mutate({ ids })` marks those alerts read (all when `ids` is absent); the badge clears at once. */
export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids }: { ids?: readonly string[] }) => markAlertsRead(ids),
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.list });
      const previous = queryClient.getQueryData<AlertListResponse>(alertKeys.list);
      if (previous)
        queryClient.setQueryData(
          alertKeys.list,
          withAlertsRead(previous, ids, new Date().toISOString()),
        );
      return { previous };
    },
    // Nothing is toasted: the alerts are still on screen, and the badge coming back says enough.
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(alertKeys.list, context.previous);
    },
    // The server counts beyond the 50 alerts the list holds.
    onSuccess: ({ unread }) =>
      queryClient.setQueryData<AlertListResponse>(
        alertKeys.list,
        (list) => list && { ...list, unread },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.list }),
  });
}

/** A project's rules, one per metric its sources can be watched on; idle without a project. */
export function useAlertRules(projectId: string | null) {
  return useQuery({
    queryKey: alertKeys.rules(projectId ?? ""),
    queryFn: projectId ? () => fetchAlertRules(projectId) : skipToken,
  });
}

export type UpdateAlertRuleVariables = {
  rule: Pick<AlertRuleDto, "id" | "projectId" | "label">;
  patch: AlertRulePatch;
  /** The caller shows a refusal next to its own field, so no toast. */
  quiet?: boolean;
};

/**
 * `mutate({ rule, patch })` changes a rule. The project's rules list shows the change at once and
 * goes back (with a toast) when the server refuses it.
 */
export function useUpdateAlertRule() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationKey: UPDATE_RULE_KEY,
    mutationFn: ({ rule, patch }: UpdateAlertRuleVariables) => updateAlertRule(rule.id, patch),
    onMutate: async ({ rule, patch }) => {
      const key = alertKeys.rules(rule.projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AlertRuleDto[]>(key);
      queryClient.setQueryData<AlertRuleDto[]>(key, (rules) =>
        rules?.map((each) => (each.id === rule.id ? { ...each, ...patch } : each)),
      );
      return { previous };
    },
    onError: (error, { rule, quiet }, context) => {
      if (context?.previous)
        queryClient.setQueryData(alertKeys.rules(rule.projectId), context.previous);
      if (!quiet)
        notify({
          type: "error",
          category: "data",
          title: `Could not change the ${rule.label} rule`,
          message: firstLine(error),
        });
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<AlertRuleDto[]>(alertKeys.rules(saved.projectId), (rules) =>
        rules?.map((each) => (each.id === saved.id ? saved : each)),
      ),
    // Only the last of several quick changes refetches: an earlier refetch would bring back the
    // server's state from before the later changes and make the controls jump.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: UPDATE_RULE_KEY }) <= 1
        ? queryClient.invalidateQueries({ queryKey: alertKeys.all })
        : undefined,
  });
}

/**
 * `mutate(input)` adds a page or query rule; it joins the project's list when the server has it.
 * The form shows a refusal next to its fields, so nothing is toasted.
 */
export function useCreateAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertRuleCreate) => createAlertRule(input),
    onSuccess: (rule) => {
      queryClient.setQueryData<AlertRuleDto[]>(alertKeys.rules(rule.projectId), (rules) =>
        rules && !rules.some((each) => each.id === rule.id) ? [...rules, rule] : rules,
      );
      return queryClient.invalidateQueries({ queryKey: alertKeys.rules(rule.projectId) });
    },
  });
}

/** `mutate(rule)` deletes a page or query rule; it leaves the list at once, and comes back if refused. */
export function useDeleteAlertRule() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (rule: Pick<AlertRuleDto, "id" | "projectId" | "label">) =>
      deleteAlertRule(rule.id),
    onMutate: async (rule) => {
      const key = alertKeys.rules(rule.projectId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AlertRuleDto[]>(key);
      queryClient.setQueryData<AlertRuleDto[]>(key, (rules) =>
        rules?.filter((each) => each.id !== rule.id),
      );
      return { previous };
    },
    onError: (error, rule, context) => {
      if (context?.previous)
        queryClient.setQueryData(alertKeys.rules(rule.projectId), context.previous);
      notify({
        type: "error",
        category: "data",
        title: `Could not delete the ${rule.label} rule`,
        message: firstLine(error),
      });
    },
    onSuccess: () => notify({ type: "success", category: "data", title: "Rule deleted" }),
    onSettled: (_data, _error, rule) =>
      queryClient.invalidateQueries({ queryKey: alertKeys.rules(rule.projectId) }),
  });
}

/** "N new alerts" in the toast of a check. */
export const checkResultText = (created: number) =>
  created === 0
    ? "No new alerts"
    : `${formatNumber(created)} new ${created === 1 ? "alert" : "alerts"}`;

/** The toast's second line when some rules could not be read: they are tried again next time. */
export const checkFailedText = (failed: number) =>
  `${formatNumber(failed)} ${failed === 1 ? "rule" : "rules"} could not be checked: Google did not give the data. ${failed === 1 ? "It is" : "They are"} tried again at the next check.`;

/** `mutate({ projectId })` runs the rules now and toasts what it found. */
export function useCheckAlerts() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ projectId }: { projectId?: string }) => checkAlerts(projectId),
    // A check takes seconds; retrying one whose answer was lost would run it (and its deliveries) twice.
    retry: false,
    onSuccess: ({ created, failed }) => {
      notify({
        type: failed > 0 ? "warning" : "success",
        category: "data",
        title: checkResultText(created),
        ...(failed > 0 && { message: checkFailedText(failed) }),
      });
      return queryClient.invalidateQueries({ queryKey: alertKeys.all });
    },
    onError: (error) =>
      notify({
        type: "error",
        category: "data",
        title: "Could not check for alerts",
        message: firstLine(error),
      }),
  });
}

/** The emails the embedded outbox kept, or word that an SMTP server takes them. */
export function useOutbox() {
  return useQuery({ queryKey: alertKeys.outbox, queryFn: fetchOutbox });
}
