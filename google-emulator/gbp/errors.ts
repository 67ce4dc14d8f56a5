// Business Profile's error bodies: a BadRequest with the offending field, and the permission and
// not-found answers for locations (google-apis.md §4.5, §6).
import { apiError, entityNotFound } from "../data/api-errors";

export const fieldViolation = (field: string, description: string) =>
  apiError(400, "Request contains an invalid argument.", {
    details: [
      {
        "@type": "type.googleapis.com/google.rpc.BadRequest",
        fieldViolations: [{ field, description }],
      },
    ],
  });

export const callerDenied = () => apiError(403, "The caller does not have permission");

/** A location of another emulated user is a 403; an id nobody has is a 404. */
export const locationRefused = (kind: "elsewhere" | "unknown") =>
  kind === "elsewhere" ? callerDenied() : entityNotFound();
