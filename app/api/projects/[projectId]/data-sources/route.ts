// GET /api/projects/[projectId]/data-sources — a project's data sources, enriched from the user's Google properties
// POST /api/projects/[projectId]/data-sources — connects one of the user's synced properties from { type, property_uri }
import { invalidInput, jsonOk } from "@/lib/api/response";
import { withSessionUser } from "@/lib/auth/server/session";
import { getDb } from "@/lib/db/client";
import { connectDataSource, getProjectDataSources } from "@/lib/projects/data-sources";
import { readJsonBody, respond } from "@/lib/projects/http";
import { projectParamsSchema, type ProjectRouteContext } from "@/lib/projects/route-params";
import { dataSourceInputSchema, isNoProject } from "@/lib/projects/schemas";
import type { DataSourceResponse, DataSourcesResponse } from "@/lib/projects/types";

export const GET = withSessionUser<ProjectRouteContext>(async (_request, user, context) => {
  const raw = await context.params;
  // Spec §5: "all" or no project is an empty list, answered without a query.
  if (isNoProject(raw.projectId)) return jsonOk<DataSourcesResponse>({ dataSources: [] });
  const params = projectParamsSchema.safeParse(raw);
  if (!params.success) return invalidInput(params.error);
  return respond("listing data sources", async () =>
    jsonOk<DataSourcesResponse>({
      dataSources: await getProjectDataSources(await getDb(), user.id, params.data.projectId),
    }),
  );
});

export const POST = withSessionUser<ProjectRouteContext>(async (request, user, context) => {
  const params = projectParamsSchema.safeParse(await context.params);
  if (!params.success) return invalidInput(params.error);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const input = dataSourceInputSchema.safeParse(body.body);
  if (!input.success) return invalidInput(input.error);
  return respond("connecting a data source", async () =>
    jsonOk<DataSourceResponse>(
      {
        dataSource: await connectDataSource(
          await getDb(),
          user.id,
          params.data.projectId,
          input.data,
        ),
      },
      { status: 201 },
    ),
  );
});
