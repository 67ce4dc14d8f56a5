import type { AllInOneRequest } from "@/lib/all-in-one/schemas";
import type { AllInOneResponse } from "@/lib/all-in-one/view-types";
import { request } from "./request";

// The browser's side of the All in One routes.

export const fetchAllInOne = (input: AllInOneRequest) =>
  request<AllInOneResponse>("/api/data/all-in-one/", { method: "POST", body: input });

/** The CSV of every page of the filter and search (a link: the browser never holds the rows). */
export const allInOneExportHref = (input: AllInOneRequest) =>
  `/api/data/all-in-one/export/?${new URLSearchParams({ request: JSON.stringify(input) })}`;
