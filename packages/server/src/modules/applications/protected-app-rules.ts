import type { ProtectedAppMetadataCreateBody } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findApplicationByProtectedHost } from './queries.js';

/** Protected apps keep a signed-in session for 14 days unless told otherwise. */
const defaultSessionDuration = 14 * 86_400;

/**
 * The stored metadata of a new Protected app. The reference API's body names a `subDomain` of
 * the platform's protected-app domain; without such a domain configured that is 501
 * `application.protected_app_not_configured`, as in the reference API, and the full `host` may
 * be named instead. A host already taken by another app is 422
 * `application.protected_application_subdomain_exists`.
 */
export async function toProtectedAppMetadata(
  scope: TenantScope,
  input: ProtectedAppMetadataCreateBody,
  protectedAppDomain: string | undefined,
) {
  const { subDomain, host: givenHost, origin } = input;
  if (subDomain !== undefined && protectedAppDomain === undefined) {
    throw new RequestError('application.protected_app_not_configured', 501);
  }
  const host = subDomain === undefined ? (givenHost ?? '') : `${subDomain}.${protectedAppDomain}`;
  if (await findApplicationByProtectedHost(scope, host)) {
    throw new RequestError('application.protected_application_subdomain_exists', 422, { host });
  }
  return { host, origin, sessionDuration: defaultSessionDuration, pageRules: [] };
}
