import { ApiError } from "@/lib/api/errors";

// One message for "missing" and "another user's": an answer must not reveal that an id exists.
export const projectNotFound = () =>
  new ApiError(404, "project_not_found", "No project with this id exists in your account.");

export const dataSourceNotFound = () =>
  new ApiError(404, "data_source_not_found", "No data source with this id exists in this project.");

export const propertyNotFound = () =>
  new ApiError(
    404,
    "property_not_found",
    "This property is not among the Google properties synced to your account.",
  );
