import { randomBytes } from 'node:crypto';
import { adminTenantId, consoleClientId, defaultTenantId } from '@tessera/schemas';
import { importJWK, SignJWT } from 'jose';
import type { Tessera } from '../app/start-server.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { findPrivateKeys } from '../modules/configs/oidc-key-queries.js';
import { signingAlgOf } from '../modules/configs/key-types.js';
import { managementApiIndicator, managementApiScope, tenantIssuer } from '../tenancy/tenant-urls.js';
import { consoleAdminRoleName } from '../modules/management-api/seed.js';
import { findRoleByName } from '../modules/roles/queries.js';
import type { UserRow } from '../modules/users/queries.js';
import { createUser, type CreateUserInput } from '../modules/users/service.js';

type Server = Pick<Tessera, 'context'>;

export type ConsoleUserTokenOptions = {
  /** Resource indicator; the default tenant's Management API unless given. */
  audience?: string;
  scope?: string;
  /** Seconds until expiry (negative for an expired token). */
  expiresIn?: number;
};

/**
 * Signs an access token the way the admin tenant's provider issues one to the console: the
 * admin tenant's current signing key, its issuer, the Management API of the default tenant as
 * audience and the `all` scope. Tests use it to call `me` and Management API routes as a console user.
 */
export async function signConsoleUserToken(
  server: Server,
  userId: string,
  options: ConsoleUserTokenOptions = {},
): Promise<string> {
  const { config, database } = server.context;
  const [key] = await findPrivateKeys(scopeToTenant(database.db, adminTenantId));
  if (!key) {
    throw new Error('The admin tenant has no signing key.');
  }
  const alg = signingAlgOf(key);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: options.scope ?? managementApiScope, client_id: consoleClientId })
    .setProtectedHeader({ alg, kid: key.id, typ: 'at+jwt' })
    .setIssuer(tenantIssuer(config.endpoint, adminTenantId))
    .setAudience(options.audience ?? managementApiIndicator(defaultTenantId))
    .setSubject(userId)
    .setJti(randomBytes(16).toString('hex'))
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(await importJWK(key.jwk, alg));
}

/**
 * Creates a console user (a user of the admin tenant administering the default tenant) and a
 * token for them.
 */
export async function createConsoleUser(
  server: Server,
  input: CreateUserInput,
): Promise<{ user: UserRow; token: string }> {
  const scope = scopeToTenant(server.context.database.db, adminTenantId);
  const adminRole = await findRoleByName(scope, consoleAdminRoleName(defaultTenantId));
  const user = await createUser(scope, input, { defaultRoles: false, roleIds: adminRole ? [adminRole.id] : [] });
  return { user, token: await signConsoleUserToken(server, user.id) };
}
