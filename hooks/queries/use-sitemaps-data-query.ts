import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PropertyRef } from "@/lib/data-api/schemas/common";
import type { SitemapBody } from "@/lib/data-api/schemas/search-console-tools";
import { deleteSitemap, fetchSitemaps, submitSitemap } from "@/lib/query/google-data";
import { sitemapKeys } from "@/lib/query/keys";
import { toastFailure, toastSuccess } from "./mutation-feedback";

/** The sitemaps of a project's Search Console data source; `null` sends nothing. */
export function useSitemaps(ref: PropertyRef | null) {
  return useQuery({
    queryKey: ref ? sitemapKeys.property(ref) : sitemapKeys.all,
    queryFn: async () => (await fetchSitemaps(ref!)).sitemaps,
    enabled: ref !== null,
  });
}

type SitemapIndexRef = PropertyRef & { sitemapIndex: string };

const childrenQuery = (ref: SitemapIndexRef) => ({
  queryKey: sitemapKeys.children(ref),
  queryFn: async () => (await fetchSitemaps(ref)).sitemaps,
});

/** The sitemaps Search Console lists for one sitemap index of the property. */
export function useSitemapChildren(ref: SitemapIndexRef, { enabled = true } = {}) {
  return useQuery({ ...childrenQuery(ref), enabled });
}

/** The children of each index, one query per index in the order given (they share the cache above). */
export function useSitemapIndexesChildren(ref: PropertyRef | null, indexes: readonly string[]) {
  return useQueries({
    queries: ref ? indexes.map((sitemapIndex) => childrenQuery({ ...ref, sitemapIndex })) : [],
  });
}

/**
 * A sitemap change. A 403 with code `google_scope_required` means the Google grant is read-only:
 * the caller asks for the webmasters scope instead of showing the failure toast.
 */
function useSitemapMutation(
  change: (body: SitemapBody) => Promise<void>,
  success: (path: string) => string,
  { onScopeRequired }: { onScopeRequired?: (body: SitemapBody) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (_result, body) => {
      toastSuccess(success(body.feedpath));
      await queryClient.invalidateQueries({ queryKey: sitemapKeys.property(body) });
    },
    onError: (error, body) => {
      const code = (error as { code?: unknown }).code;
      if (code === "google_scope_required" && onScopeRequired) onScopeRequired(body);
      else toastFailure(error);
    },
  });
}

export const useSubmitSitemapMutation = (options?: {
  onScopeRequired?: (body: SitemapBody) => void;
}) => useSitemapMutation(submitSitemap, (path) => `Submitted ${path} to Search Console`, options);

export const useDeleteSitemapMutation = (options?: {
  onScopeRequired?: (body: SitemapBody) => void;
}) =>
  useSitemapMutation(
    deleteSitemap,
    (path) => `Removed ${path} from the Search Console sitemaps report`,
    options,
  );
