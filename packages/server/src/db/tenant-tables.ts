import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types.js';

/**
 * A tenant (0001-foundation). `region_name` (0022-tenant-regions) says where the tenant keeps
 * its data in the cloud edition, EU or US; it never changes after creation. `is_suspended` and
 * `suspended_at` (0030-tenant-suspension): an operator's suspension, see modules/tenant-suspension.
 */
export type TenantsTable = {
  id: string;
  name: string;
  tag: 'development' | 'production';
  region_name: Generated<'EU' | 'US'>;
  is_suspended: Generated<boolean>;
  suspended_at: Date | null;
  created_at: CreatedAt;
};
