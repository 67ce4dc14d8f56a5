import { connectingGoogle } from "./connecting-google";
import { dataAndPrivacy } from "./data-and-privacy";
import { filtersAndDates } from "./filters-and-dates";
import { freeTools } from "./free-tools";
import { gettingStarted } from "./getting-started";
import { projects } from "./projects";
import { selfHosting } from "./self-hosting";
import type { DocSection } from "./types";
import { views } from "./views";

export type { DocSection } from "./types";

/** The documentation page, top to bottom. */
export const DOC_SECTIONS: DocSection[] = [
  gettingStarted,
  connectingGoogle,
  projects,
  filtersAndDates,
  views,
  freeTools,
  selfHosting,
  dataAndPrivacy,
];
