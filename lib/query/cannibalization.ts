import type {
  CannibalizationIssueResponse,
  CannibalizationReportResponse,
} from "@/lib/cannibalization/responses";
import type {
  CannibalizationIssueRequest,
  CannibalizationRequest,
} from "@/lib/cannibalization/schemas";
import { request } from "./request";

// The browser's side of the cannibalization routes.

export const fetchCannibalizationReport = (input: CannibalizationRequest) =>
  request<CannibalizationReportResponse>("/api/data/cannibalization/", {
    method: "POST",
    body: input,
  });

export const fetchCannibalizationIssue = (input: CannibalizationIssueRequest) =>
  request<CannibalizationIssueResponse>("/api/data/cannibalization/issue/", {
    method: "POST",
    body: input,
  });
