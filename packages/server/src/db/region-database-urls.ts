import { regions, type Region } from '@tessera/schemas';

/** The variables of the environment that place the regions' databases (config.ts reads them). */
type RegionDatabaseVariables = {
  EDITION: string;
  DATABASE_URL?: string;
  DATABASE_URL_EU?: string;
  DATABASE_URL_US?: string;
};

export type RegionDatabaseUrls = Partial<Record<Region, string>>;

const regionDatabaseVariables = { EU: 'DATABASE_URL_EU', US: 'DATABASE_URL_US' } as const satisfies Record<Region, string>;

export const readRegionDatabaseUrls = (env: RegionDatabaseVariables): RegionDatabaseUrls =>
  Object.fromEntries(
    regions.flatMap((region) => {
      const url = env[regionDatabaseVariables[region]];
      return url ? [[region, url]] : [];
    }),
  );

/** Region databases belong to the cloud edition, and each must be a database of its own. */
export function checkRegionDatabaseUrls(env: RegionDatabaseVariables): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  if (env.DATABASE_URL) {
    seen.set(sameDatabaseKey(env.DATABASE_URL), 'DATABASE_URL');
  }
  for (const region of regions) {
    const variable = regionDatabaseVariables[region];
    const url = env[variable];
    if (!url) {
      continue;
    }
    if (env.EDITION !== 'cloud') {
      problems.push(`${variable}: region databases need EDITION=cloud; the open-source edition has one database`);
      continue;
    }
    const other = seen.get(sameDatabaseKey(url));
    if (other) {
      problems.push(`${variable}: names the same database as ${other}; leave it unset for the region to use the home database`);
    }
    seen.set(sameDatabaseKey(url), variable);
  }
  return problems;
}

/** Host, port and database name: two URLs differing only in credentials reach the same database. */
const sameDatabaseKey = (value: string) => {
  const url = new URL(value);
  return `${url.hostname.toLowerCase()}:${url.port || '5432'}${url.pathname}`;
};
