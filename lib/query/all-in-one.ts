import type { AllInOneRequest, MapsVsOrganicRequest } from "@/lib/all-in-one/schemas";
import type { AllInOneResponse, MapsVsOrganicResponse } from "@/lib/all-in-one/view-types";
import { request } from "./request";

// The browser's side of the All in One routes.

export const fetchAllInOne = (input: AllInOneRequest) =>
  request<AllInOneResponse>("/api/data/all-in-one/", { method: "POST", body: input });

/** The CSV of every page of the filter and search (a link: the browser never holds the rows). */
export const allInOneExportHref = (input: AllInOneRequest) =>
  `/api/data/all-in-one/export/?${new URLSearchParams({ request: JSON.stringify(input) })}`;

export const fetchMapsVsOrganic = (input: MapsVsOrganicRequest) =>
  request<MapsVsOrganicResponse>("/api/data/all-in-one/maps/", { method: "POST", body: input });

/** The CSV of every keyword of the location. */
export const mapsVsOrganicExportHref = (input: MapsVsOrganicRequest) =>
  `/api/data/all-in-one/maps/export/?${new URLSearchParams({ request: JSON.stringify(input) })}`;
