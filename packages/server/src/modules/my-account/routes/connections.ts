import { myAccountApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import type { OidcAccountStore } from '../../users/oidc-account.js';
import type { VerificationRecords } from '../../verifications/records.js';
import { callerOf, myAccountRoute } from '../caller.js';
import {
  deleteMyTrustedDevice,
  endMySession,
  listMyGrants,
  listMySessions,
  listMyTrustedDevices,
  revokeMyGrant,
} from '../connections-service.js';

/** `/my-account/sessions`, `/grants`, `/trusted-devices`: where the account is signed in. */
export const myConnectionRoutes = (records: VerificationRecords, oidc: OidcAccountStore) =>
  createRouter()
    .openapi(myAccountRoute(myAccountApi.listSessions), async (c) =>
      c.json(await listMySessions(await callerOf(c, records), oidc), 200),
    )
    .openapi(myAccountRoute(myAccountApi.endSession), async (c) => {
      await endMySession(await callerOf(c, records), oidc, c.req.valid('param').sessionId);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.listGrants), async (c) =>
      c.json(await listMyGrants(await callerOf(c, records), oidc), 200),
    )
    .openapi(myAccountRoute(myAccountApi.revokeGrant), async (c) => {
      await revokeMyGrant(await callerOf(c, records), oidc, c.req.valid('param').grantId);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.listTrustedDevices), async (c) =>
      c.json(await listMyTrustedDevices(await callerOf(c, records)), 200),
    )
    .openapi(myAccountRoute(myAccountApi.deleteTrustedDevice), async (c) => {
      await deleteMyTrustedDevice(await callerOf(c, records), c.req.valid('param').trustedDeviceId);
      return c.body(null, 204);
    });
