import type { ExperienceSsoConnectors } from '@tessera/schemas';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import { sealTokenSet } from '../../connectors/token-storage/service.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import {
  completeSsoSignIn,
  findSsoConnectorsForEmail,
  startSsoSignIn,
  type SsoSignInContext,
} from '../../sso-connectors/sso-sign-in.js';
import { findSsoVerification, withSsoVerification, type SsoVerification } from './sso-state.js';
import type { ExperienceState } from './state.js';

/** Single sign-on is offered only while the sign-in experience turns it on. */
export async function assertSingleSignOnEnabled(context: Pick<SsoSignInContext, 'scope'>) {
  if (!(await findSignInExperience(context.scope)).singleSignOnEnabled) {
    throw new RequestError('single_sign_on.not_enabled', 400);
  }
}

/** `GET experience/sso-connectors?email=`: none while single sign-on is off. */
export async function findExperienceSsoConnectors(context: SsoSignInContext, email: string): Promise<ExperienceSsoConnectors> {
  if (!(await findSignInExperience(context.scope)).singleSignOnEnabled) {
    return { connectorIds: [], connectors: [] };
  }
  const connectors = await findSsoConnectorsForEmail(context, email);
  return { connectorIds: connectors.map((connector) => connector.id), connectors };
}

/** `POST verification/sso/{connectorId}/authorization-uri`: a new record, and the IdP URL. */
export async function startSsoVerification(
  context: SsoSignInContext,
  state: ExperienceState,
  connectorId: string,
  input: { state: string; redirectUri: string },
) {
  await assertSingleSignOnEnabled(context);
  const { authorizationUri, pending } = await startSsoSignIn(context, connectorId, input);
  const record: SsoVerification = { id: generateId(), connectorId, ...input, pending, verified: false };
  return { state: withSsoVerification(state, record), record, authorizationUri };
}

/**
 * `POST verification/sso/{connectorId}/verify`: the callback's data proves the record. A record
 * is verified once; its one-time values are dropped then, so a callback cannot be replayed.
 */
export async function verifySsoVerification(
  context: SsoSignInContext,
  state: ExperienceState,
  connectorId: string,
  input: { verificationId: string; connectorData: Record<string, string> },
) {
  const record = findSsoVerification(state, input.verificationId);
  if (record.connectorId !== connectorId || record.verified) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  await assertSingleSignOnEnabled(context);
  const { tokens, ...identity } = await completeSsoSignIn(context, connectorId, record, input.connectorData);
  const verified: SsoVerification = {
    ...record,
    pending: {},
    verified: true,
    identity,
    ...(tokens ? { sealedTokens: sealTokenSet(context.vault, tokens) } : {}),
  };
  return { state: withSsoVerification(state, verified), record: verified };
}
