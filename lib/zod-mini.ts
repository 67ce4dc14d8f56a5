import en from "zod/v4/locales/en.js";
import { z } from "zod/mini";

// zod/mini loads no locale by itself; with English its built-in messages ("Invalid input: expected
// string, received number", …) stay the same as classic zod's, in the browser and on the server.
z.config(en());

/** The zod/mini API for the schemas the browser loads: the same engine as "zod", tree-shakable. */
export { z };
