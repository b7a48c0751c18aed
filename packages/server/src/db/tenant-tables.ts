import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types.js';

/**
 * A tenant (0001-foundation). `region_name` (0022-tenant-regions) says where the tenant keeps
 * its data in the cloud edition, EU or US; it never changes after creation.
 */
export type TenantsTable = {
  id: string;
  name: string;
  tag: 'development' | 'production';
  region_name: Generated<'EU' | 'US'>;
  created_at: CreatedAt;
};
