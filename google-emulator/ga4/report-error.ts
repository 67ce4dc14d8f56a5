import { FilterError } from "./filters";

/** A request the Data API refuses with 400 INVALID_ARGUMENT; the message is Google's wording. */
export class ReportError extends FilterError {}
