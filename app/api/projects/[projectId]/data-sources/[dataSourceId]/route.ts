// DELETE /api/projects/[projectId]/data-sources/[dataSourceId] — disconnects a data source from one of the user's projects
import { parseParams } from "@/lib/api/request";
import { noContent } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { disconnectDataSource } from "@/lib/projects/data-sources";
import { dataSourceParamsSchema, type DataSourceRouteContext } from "@/lib/projects/route-params";

export const DELETE = withSessionUser<DataSourceRouteContext>(async (_request, user, context) => {
  const { projectId, dataSourceId } = await parseParams(context, dataSourceParamsSchema);
  await disconnectDataSource(await getDb(), user.id, projectId, dataSourceId);
  return noContent();
});
