import { explorationDefinitionSchema, type ExplorationDefinition } from "./definition";
import { readExplorationLink } from "./url-codec";

export {
  encodeExploration,
  EXPLORATION_URL_MAX,
  EXPLORATION_URL_VERSION,
  readExplorationLink,
} from "./url-codec";

// The ?e= parameter read and checked: the codec (url-codec.ts, zod-free) reads the link, the
// definition's schema checks it.

export type DecodedExploration =
  { ok: true; definition: ExplorationDefinition } | { ok: false; message: string };

/** The exploration of a ?e= value, or why it cannot be read. Never throws. */
export function decodeExploration(text: string): DecodedExploration {
  const read = readExplorationLink(text);
  if (!read.ok) return read;
  const parsed = explorationDefinitionSchema.safeParse(read.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `This link's exploration is not valid: ${issue?.message ?? "unknown problem"}`,
    };
  }
  return { ok: true, definition: parsed.data };
}
