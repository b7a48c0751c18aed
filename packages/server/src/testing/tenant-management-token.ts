import { randomBytes } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { Tessera } from '../app/start-server.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { signingAlgOf } from '../modules/configs/key-types.js';
import { findPrivateKeys } from '../modules/configs/oidc-key-queries.js';
import {
  managementApiIndicator,
  managementApiScope,
  tenantIssuer,
} from '../tenancy/tenant-urls.js';

/**
 * Signs a Management API token the way a tenant's own provider issues one to a machine-to-machine
 * application of that tenant: the tenant's current signing key and issuer, its Management API as
 * audience, the `all` scope. Any tenant, in its region's database, in the cloud edition.
 */
export async function signTenantManagementToken(
  server: Pick<Tessera, 'context'>,
  tenantId: string,
  options: {
    /** Another issuer of the tenant's: its provider on a custom domain. */
    issuer?: string;
    audience?: string;
    scope?: string;
  } = {},
): Promise<string> {
  const { config, tenants } = server.context;
  const [key] = await findPrivateKeys(scopeToTenant(await tenants.databaseOf(tenantId), tenantId));
  if (!key) {
    throw new Error(`Tenant ${tenantId} has no signing key.`);
  }
  const alg = signingAlgOf(key);
  const clientId = `m2m-${randomBytes(6).toString('hex')}`;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: options.scope ?? managementApiScope, client_id: clientId })
    .setProtectedHeader({ alg, kid: key.id, typ: 'at+jwt' })
    .setIssuer(options.issuer ?? tenantIssuer(config.endpoint, tenantId))
    .setAudience(options.audience ?? managementApiIndicator(tenantId))
    .setSubject(clientId)
    .setJti(randomBytes(16).toString('hex'))
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(key.jwk, alg));
}
