export interface DataSourceRow {
  property_uri: string;
  type: string;
  property_name?: string | null;
}

export interface GooglePropertyRow {
  property_uri: string;
  property_type: string;
  property_name?: string | null;
  /** Only exactly `true` counts as verified; null or anything else does not. */
  verified?: unknown;
  permission_level?: string | null;
  site_url?: string | null;
  time_zone?: string | null;
}

export type EnrichedDataSource<S extends DataSourceRow> = S & {
  property_name: string | null;
  verified: boolean;
  permission_level: string | null;
  site_url: string | null;
  time_zone: string | null;
};

const keyOf = (type: string, uri: string) => `${type} ${uri}`;

/** Spec §3: adds the matching google_properties row's details, matched on property_uri and type. */
export function enrichDataSources<S extends DataSourceRow>(
  dataSources: readonly S[],
  properties: readonly GooglePropertyRow[],
): EnrichedDataSource<S>[] {
  const byKey = new Map(properties.map((p) => [keyOf(p.property_type, p.property_uri), p]));
  return dataSources.map((source) => {
    const match = byKey.get(keyOf(source.type, source.property_uri));
    return {
      ...source,
      property_name: match?.property_name ?? source.property_name ?? null,
      verified: match?.verified === true,
      permission_level: match?.permission_level ?? null,
      site_url: match?.site_url ?? null,
      time_zone: match?.time_zone ?? null,
    };
  });
}
