import type { TenantScope } from '../../../db/tenant-scope.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import { keepTokenSet, openTokenSet } from '../../connectors/token-storage/service.js';
import { socialRecordsToLink } from './social-state.js';
import { ssoVerificationsOf } from './sso-state.js';
import type { ExperienceState } from './state.js';

/**
 * After a submit signed a user in or registered them: the provider tokens the interaction's
 * callbacks brought (sealed, only from connectors that keep tokens) replace the user's stored
 * ones, for each social identity put on the user and for the SSO identity signed in with.
 */
export async function keepProviderTokensOfSubmit(scope: TenantScope, vault: SecretVault, state: ExperienceState, userId: string) {
  for (const record of socialRecordsToLink(state)) {
    if (record.sealedTokens) {
      await keepTokenSet(
        scope,
        vault,
        { userId, kind: 'social', target: record.target, connectorId: record.connectorId, identityId: record.user.id },
        openTokenSet(vault, record.sealedTokens),
      );
    }
  }
  const verificationId = state.sso?.signIn?.verificationId;
  const sso = ssoVerificationsOf(state).find((record) => record.id === verificationId);
  if (sso?.identity && sso.sealedTokens) {
    await keepTokenSet(
      scope,
      vault,
      { userId, kind: 'sso', target: sso.connectorId, connectorId: sso.connectorId, identityId: sso.identity.identityId },
      openTokenSet(vault, sso.sealedTokens),
    );
  }
}
