import type { TenantScope } from '../../db/tenant-scope.js';
import { createPersonalAccessToken } from '../../modules/personal-access-tokens/service.js';
import { createSubjectToken } from '../../modules/subject-tokens/service.js';

/**
 * The user's tokens for the fuzzers: a personal access token and a subject token, so both tables
 * hold rows the cross-tenant requests must leave alone. The personal access token carries the
 * secret's name, which is what the fuzzers put in a `{name}` path parameter; kept beside
 * tenant-entities.ts, whose ids they join.
 */
export async function createTokenEntities(scope: TenantScope, userId: string, name: string) {
  await createPersonalAccessToken(scope, userId, { name });
  await createSubjectToken(scope, { userId }, 'fuzz');
}
