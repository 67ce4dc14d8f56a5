// Page dates as ISO instants in UTC. Only ISO 8601 spellings are read: a date such as
// "March 3, 2024" would be parsed in the server's time zone, so the same page would differ by host.

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** "2024-03-01" → "2024-03-01T00:00:00.000Z"; a time without an offset is taken as UTC. */
export function toIsoDate(value: string | undefined | null): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = "00", minute = "00", second = "00", zone = "Z"] = match;
  const offset = zone.toUpperCase() === "Z" ? "Z" : zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2");
  const time = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  if (Number.isNaN(time)) return undefined;
  const iso = new Date(time).toISOString();
  // Date.parse rolls "2024-02-30" over into March; such a date is not the one written.
  return match[4] === undefined && !iso.startsWith(`${year}-${month}-${day}`) ? undefined : iso;
}
