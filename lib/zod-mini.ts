import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

// zod/mini loads no locale by itself; with English its built-in messages ("Invalid input: expected
// string, received number", …) stay the same as classic zod's, in the browser and on the server.
config(en());

/**
 * The zod/mini API for the schemas the browser loads: the same engine as "zod", tree-shakable.
 * Import it as a namespace (`import * as z`): re-exporting zod's own `z` object would bundle all of zod.
 */
export * from "zod/mini";
