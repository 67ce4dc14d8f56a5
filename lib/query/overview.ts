import type { MoversRequest, OpportunitiesRequest } from "@/lib/overview/schemas";
import type { MoversResponse, OpportunitiesResponse } from "@/lib/overview/types";
import { request } from "./request";

// The browser's side of the overview's analysis routes.

export const fetchOverviewMovers = (input: MoversRequest) =>
  request<MoversResponse>("/api/data/overview/movers/", { method: "POST", body: input });

export const fetchOverviewOpportunities = (input: OpportunitiesRequest) =>
  request<OpportunitiesResponse>("/api/data/overview/opportunities/", {
    method: "POST",
    body: input,
  });
