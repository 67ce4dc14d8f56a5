// DELETE /api/projects/[projectId]/data-sources/[dataSourceId] — disconnects a data source from one of the user's projects
import { invalidInput } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { disconnectDataSource } from "@/lib/projects/data-sources";
import { respond } from "@/lib/projects/http";
import { dataSourceParamsSchema, type DataSourceRouteContext } from "@/lib/projects/route-params";

export const DELETE = withSessionUser<DataSourceRouteContext>(async (_request, user, context) => {
  const params = dataSourceParamsSchema.safeParse(await context.params);
  if (!params.success) return invalidInput(params.error);
  const { projectId, dataSourceId } = params.data;
  return respond("disconnecting a data source", async () => {
    await disconnectDataSource(await getDb(), user.id, projectId, dataSourceId);
    return new Response(null, { status: 204 });
  });
});
