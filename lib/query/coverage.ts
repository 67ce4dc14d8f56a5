import type { CoverageRequest } from "@/lib/coverage/schemas";
import type { CoverageResponse } from "@/lib/coverage/types";
import { request } from "./request";

// The browser's side of the Coverage & Issues route.

export const fetchCoverage = (input: CoverageRequest) =>
  request<CoverageResponse>("/api/data/coverage/", { method: "POST", body: input });
