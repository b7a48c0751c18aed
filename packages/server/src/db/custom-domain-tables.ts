import type { ColumnType, Generated } from 'kysely';
import type { DnsRecord, DomainStatus } from '@tessera/schemas';
import type { CreatedAt, Json, UpdatedAt } from './column-types.js';

/**
 * A tenant's custom domain and where its checks stand. `domain` is unique across tenants: a
 * request on it must resolve to exactly one. The checker picks rows by `next_check_at`.
 */
export type CustomDomainsTable = {
  tenant_id: string;
  id: string;
  domain: string;
  status: DomainStatus;
  error_message: string | null;
  dns_records: Json<DnsRecord[]>;
  /** The value the TXT ownership record must hold. */
  verification_token: string;
  /** Checks made since the status last changed; the delay before the next one doubles with it. */
  check_attempts: Generated<number>;
  /** When the checker next looks; null once the domain is Active or in Error. */
  next_check_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
};

/**
 * The tenant holding a custom domain's name (0031-custom-domain-claims), in the home database:
 * taken before the domain row is written in the tenant's region, released with it.
 */
export type CustomDomainClaimsTable = {
  domain: string;
  tenant_id: string;
  /** Taking over a stale claim restarts its clock, so this one is also written on update. */
  created_at: ColumnType<Date, never, Date>;
};
