import { z } from "zod";

/** An int64 field: Google sends a JSON string ("143"); numbers are accepted too. Absent = 0. */
export const int64 = z
  .union([z.string().regex(/^-?\d+$/), z.number()])
  .transform((value) => Number(value));

/** `YYYY-MM-DD`, a real calendar day. */
export const isoDate = z.iso.date();

/** `SITE_OWNER` → `siteOwner`: discovery's UPPER_SNAKE enums in the docs' lowerCamel form. */
export function lowerCamel(value: string): string {
  if (!/^[A-Z0-9_]+$/.test(value)) return value;
  return value.toLowerCase().replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
