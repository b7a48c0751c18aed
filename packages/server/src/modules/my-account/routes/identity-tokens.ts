import { myIdentityTokenApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import type { VerificationRecords } from '../../verifications/records.js';
import { callerOf, myAccountRoute } from '../caller.js';
import { findMyIdentityAccessToken, findMySsoIdentityAccessToken, renewMyIdentityAccessToken } from '../identity-token-service.js';

/** `/my-account/identities/{target}/access-token`, `/my-account/sso-identities/{connectorId}/access-token`. */
export const myIdentityTokenRoutes = (records: VerificationRecords, vault: SecretVault) =>
  createRouter()
    .openapi(myAccountRoute(myIdentityTokenApi.getIdentityAccessToken), async (c) =>
      c.json(await findMyIdentityAccessToken(await callerOf(c, records), vault, c.req.valid('param').target), 200),
    )
    .openapi(myAccountRoute(myIdentityTokenApi.updateIdentityAccessToken), async (c) =>
      c.json(
        await renewMyIdentityAccessToken(await callerOf(c, records), vault, c.req.valid('param').target, c.req.valid('json').verificationRecordId),
        200,
      ),
    )
    .openapi(myAccountRoute(myIdentityTokenApi.getSsoIdentityAccessToken), async (c) =>
      c.json(await findMySsoIdentityAccessToken(await callerOf(c, records), vault, c.req.valid('param').connectorId), 200),
    );
