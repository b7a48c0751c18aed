import { toJson } from '../db/json.js';
import type { TenantScope } from '../db/tenant-scope.js';
import { generateUserId } from '../utils/id.js';
import { insertUser } from '../modules/users/queries.js';

/** Inserts a user straight into a tenant, for tests of role membership. */
export const insertTestUser = (scope: TenantScope, fields: { username?: string; name?: string; primaryEmail?: string } = {}) =>
  insertUser(scope, {
    id: generateUserId(),
    username: fields.username ?? null,
    name: fields.name ?? null,
    primary_email: fields.primaryEmail ?? null,
    profile: toJson({}),
    identities: toJson({}),
    custom_data: toJson({}),
    mfa_verifications: toJson([]),
  });
