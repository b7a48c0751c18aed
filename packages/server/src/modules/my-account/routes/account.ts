import { myAccountApi, type PwnedRangeFetcher } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { requireUser } from '../../roles/assignment-service.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import type { VerificationRecords } from '../../verifications/records.js';
import {
  changeMyIdentifier,
  changeMyPassword,
  linkMyIdentity,
  removeMyIdentifier,
  removeMyIdentity,
  updateMyAccount,
  updateMyProfile,
} from '../account-service.js';
import { callerOf, myAccountRoute } from '../caller.js';
import { toMyAccount } from '../responses.js';

/** `/my-account`: the profile, identifiers, password and social identities. */
export const myAccountFieldRoutes = (records: VerificationRecords, pwnedRange: PwnedRangeFetcher | undefined, vault: SecretVault) =>
  createRouter()
    .openapi(myAccountRoute(myAccountApi.get), async (c) => {
      const caller = await callerOf(c, records);
      const user = await requireUser(caller.scope, caller.userId);
      return c.json(toMyAccount(user, caller.settings, caller.scopes), 200);
    })
    .openapi(myAccountRoute(myAccountApi.update), async (c) => {
      const caller = await callerOf(c, records);
      const user = await updateMyAccount(caller, c.req.valid('json'));
      return c.json(toMyAccount(user, caller.settings, caller.scopes), 200);
    })
    .openapi(myAccountRoute(myAccountApi.updateProfile), async (c) => {
      const caller = await callerOf(c, records);
      return c.json(await updateMyProfile(caller, c.req.valid('json')), 200);
    })
    .openapi(myAccountRoute(myAccountApi.updatePassword), async (c) => {
      const caller = await callerOf(c, records);
      await changeMyPassword(caller, c.req.valid('json').password, { pwnedRange, logger: c.get('logger') });
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.updatePrimaryEmail), async (c) => {
      const { email, newIdentifierVerificationRecordId } = c.req.valid('json');
      await changeMyIdentifier(await callerOf(c, records), 'email', email, newIdentifierVerificationRecordId);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.deletePrimaryEmail), async (c) => {
      await removeMyIdentifier(await callerOf(c, records), 'email');
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.updatePrimaryPhone), async (c) => {
      const { phone, newIdentifierVerificationRecordId } = c.req.valid('json');
      await changeMyIdentifier(await callerOf(c, records), 'phone', phone, newIdentifierVerificationRecordId);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.deletePrimaryPhone), async (c) => {
      await removeMyIdentifier(await callerOf(c, records), 'phone');
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.linkIdentity), async (c) => {
      await linkMyIdentity(await callerOf(c, records), c.req.valid('json').newIdentifierVerificationRecordId, 'add', vault);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.replaceIdentity), async (c) => {
      await linkMyIdentity(await callerOf(c, records), c.req.valid('json').newIdentifierVerificationRecordId, 'replace', vault);
      return c.body(null, 204);
    })
    .openapi(myAccountRoute(myAccountApi.deleteIdentity), async (c) => {
      await removeMyIdentity(await callerOf(c, records), c.req.valid('param').target);
      return c.body(null, 204);
    });

