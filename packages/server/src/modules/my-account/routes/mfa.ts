import { myAccountApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import type { VerificationRecords } from '../../verifications/records.js';
import { callerOf, myAccountRoute } from '../caller.js';
import { findMyLogtoConfig, findMyMfaSettings, updateMyLogtoConfig, updateMyMfaSettings } from '../logto-config-service.js';
import {
  addMyMfaVerification,
  findMyBackupCodes,
  generateMyBackupCodes,
  generateMyTotpSecret,
  listMyMfaVerifications,
  removeMyMfaVerification,
  renameMyPasskey,
  replaceMyTotp,
  type MfaDependencies,
} from '../mfa-service.js';

/** `/my-account/mfa-verifications…`, `/mfa-settings`, `/logto-configs`: the user's second factors and sign-in preferences. */
export const myMfaRoutes = (records: VerificationRecords, deps: MfaDependencies) =>
  createRouter()
    .openapi(myAccountRoute(myAccountApi.listMfaVerifications), async (c) =>
      c.json(await listMyMfaVerifications(await callerOf(c, records)), 200),
    )
    .openapi(myAccountRoute(myAccountApi.addMfaVerification), async (c) => {
      await addMyMfaVerification(await callerOf(c, records), c.req.valid('json'), deps, c.req.header('user-agent') ?? '');
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.generateTotpSecret), async (c) =>
      c.json(await generateMyTotpSecret(await callerOf(c, records), deps.issuer), 200),
    )
    .openapi(myAccountRoute(myAccountApi.replaceTotp), async (c) => {
      await replaceMyTotp(await callerOf(c, records), c.req.valid('json'), deps);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.generateBackupCodes), async (c) =>
      c.json(await generateMyBackupCodes(await callerOf(c, records), deps), 200),
    )
    .openapi(myAccountRoute(myAccountApi.getBackupCodes), async (c) =>
      c.json(await findMyBackupCodes(await callerOf(c, records)), 200),
    )
    .openapi(myAccountRoute(myAccountApi.renameMfaVerification), async (c) => {
      await renameMyPasskey(await callerOf(c, records), c.req.valid('param').verificationId, c.req.valid('json').name);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.deleteMfaVerification), async (c) => {
      await removeMyMfaVerification(await callerOf(c, records), c.req.valid('param').verificationId);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.getMfaSettings), async (c) => c.json(await findMyMfaSettings(await callerOf(c, records)), 200))
    .openapi(myAccountRoute(myAccountApi.updateMfaSettings), async (c) =>
      c.json(await updateMyMfaSettings(await callerOf(c, records), c.req.valid('json').skipMfaOnSignIn), 200),
    )
    .openapi(myAccountRoute(myAccountApi.getLogtoConfigs), async (c) => c.json(await findMyLogtoConfig(await callerOf(c, records)), 200))
    .openapi(myAccountRoute(myAccountApi.updateLogtoConfigs), async (c) =>
      c.json(await updateMyLogtoConfig(await callerOf(c, records), c.req.valid('json')), 200),
    );
