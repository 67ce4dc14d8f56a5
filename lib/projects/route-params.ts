import { z } from "zod";
import { recordIdSchema } from "./schemas";

// A project name, brand terms or a property URI are small; anything near this is not a real request.
export const MAX_PROJECT_BODY_BYTES = 16 * 1024;

// Dynamic segments of the projects API; Next hands them over as a Promise.
export type ProjectRouteContext = { params: Promise<{ projectId: string }> };
export type DataSourceRouteContext = {
  params: Promise<{ projectId: string; dataSourceId: string }>;
};

export const projectParamsSchema = z.object({ projectId: recordIdSchema });
export const dataSourceParamsSchema = z.object({
  projectId: recordIdSchema,
  dataSourceId: recordIdSchema,
});
