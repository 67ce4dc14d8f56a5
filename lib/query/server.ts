import "server-only";
import { cache } from "react";
import { makeQueryClient } from "./policy";

/**
 * One query client per server request: the layout and the page prefetch into it and each
 * dehydrates what the client components below it read first.
 */
export const getQueryClient = cache(makeQueryClient);
