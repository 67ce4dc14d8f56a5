// GET /api/projects/[projectId]/data-sources — a project's data sources, enriched from the user's Google properties
// POST /api/projects/[projectId]/data-sources — connects one of the user's synced properties from { type, property_uri }
import { parseBody, parseParams } from "@/lib/api/request";
import { ok } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { connectDataSource, getProjectDataSources } from "@/lib/projects/data-sources";
import {
  MAX_PROJECT_BODY_BYTES,
  projectParamsSchema,
  type ProjectRouteContext,
} from "@/lib/projects/route-params";
import { dataSourceInputSchema, isNoProject } from "@/lib/projects/schemas";
import type { DataSourceResponse, DataSourcesResponse } from "@/lib/projects/types";

export const GET = withSessionUser<ProjectRouteContext>(async (_request, user, context) => {
  // Spec §5: "all" or no project is an empty list, answered without a query.
  if (isNoProject((await context.params).projectId))
    return ok<DataSourcesResponse>({ dataSources: [] });
  const { projectId } = await parseParams(context, projectParamsSchema);
  return ok<DataSourcesResponse>({
    dataSources: await getProjectDataSources(await getDb(), user.id, projectId),
  });
});

export const POST = withSessionUser<ProjectRouteContext>(async (request, user, context) => {
  const { projectId } = await parseParams(context, projectParamsSchema);
  const input = await parseBody(request, dataSourceInputSchema, {
    maxBytes: MAX_PROJECT_BODY_BYTES,
  });
  const dataSource = await connectDataSource(await getDb(), user.id, projectId, input);
  return ok<DataSourceResponse>({ dataSource }, { status: 201 });
});
