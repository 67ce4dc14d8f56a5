import type { OpportunityListRequest, OpportunityStateRequest } from "@/lib/opportunities/schemas";
import type { OpportunityListResponse } from "@/lib/opportunities/types";
import { request } from "./request";

// The browser's side of the Opportunities routes.

export const fetchOpportunities = (input: OpportunityListRequest) =>
  request<OpportunityListResponse>("/api/data/opportunities/", { method: "POST", body: input });

export const setOpportunityState = (input: OpportunityStateRequest) =>
  request<void>("/api/opportunities/state/", { method: "PUT", body: input });
