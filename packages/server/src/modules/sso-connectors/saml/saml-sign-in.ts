import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ErrorCode } from '@tessera/phrases';
import { z } from 'zod';
import type { SamlServiceProvider, SamlSsoConfig } from '@tessera/schemas';
import type { EphemeralStore } from '../../../cache/ephemeral-store.js';
import { RequestError } from '../../../errors/request-error.js';
import type { SsoIdentityClaims } from '../sso-identity.js';
import { validateSamlResponse } from './assertion.js';
import { resolveSamlIdentityProvider } from './identity-provider.js';
import { loadSamlLibrary } from '../../../federation/saml/saml-library.js';
import { samlClockSkewMs, samlParties, samlRequestLifetimeMs } from './saml-client.js';

/**
 * The IdP posts its answer to the ACS from its own site, so the browser sends no interaction
 * cookie with it (SameSite). The request is therefore found by `RelayState`, a random key to a
 * short-lived entry shared by every instance; the ACS leaves the validated identity under the
 * same key for the verify step, which runs on the sign-in app with the cookie again.
 *
 * The RelayState is in the IdP URL, so whoever started the sign-in knows it. Had that been an
 * attacker who got someone else to open the URL, the identity must not reach the attacker's
 * interaction: the ACS hands the identity over only against a one-time code it gives the browser
 * that posted the answer (`code` on the redirect to the app's callback page, which must be on the
 * tenant's own origin), and the verify step needs it.
 */
const pendingGuard = z.object({
  connectorId: z.string(),
  requestId: z.string(),
  createdAt: z.number(),
  redirectUri: z.string(),
  state: z.string(),
});
type PendingRequest = z.infer<typeof pendingGuard>;

const requestKey = (tenantId: string, relayState: string) => `sso-saml-request:${tenantId}:${relayState}`;
const resultKey = (tenantId: string, relayState: string) => `sso-saml-result:${tenantId}:${relayState}`;
/** An assertion is accepted once per tenant: its id (with its issuer) is kept until it expires. */
const assertionKey = (tenantId: string, issuer: string, assertionId: string) =>
  `sso-saml-assertion:${tenantId}:${createHash('sha256').update(`${issuer}\n${assertionId}`).digest('base64url')}`;

export type SamlPending = { requestId: string; relayState: string };

/** The IdP's sign-in URL with a deflated AuthnRequest (HTTP-Redirect binding) and its RelayState. */
export async function createSamlAuthorizationUri(
  store: EphemeralStore,
  context: { tenantId: string; connectorId: string; config: SamlSsoConfig; sp: SamlServiceProvider },
  input: { state: string; redirectUri: string },
): Promise<{ authorizationUri: string; pending: SamlPending }> {
  const idp = await resolveSamlIdentityProvider(context.config);
  const pending = { requestId: `_${randomBytes(20).toString('hex')}`, relayState: randomBytes(24).toString('base64url') };
  const request: PendingRequest = { connectorId: context.connectorId, requestId: pending.requestId, createdAt: Date.now(), ...input };
  const parties = samlParties(await loadSamlLibrary(), context.sp, idp, { requestId: pending.requestId });
  const { context: authorizationUri } = parties.sp.createLoginRequest(parties.idp, 'redirect', { relayState: pending.relayState }) as { context: string };
  await store.set(requestKey(context.tenantId, pending.relayState), JSON.stringify(request), samlRequestLifetimeMs);
  return { authorizationUri, pending };
}

const readJson = async <T>(store: EphemeralStore, key: string, guard: z.ZodType<T>) => {
  const stored = await store.get(key);
  const parsed = stored === undefined ? undefined : guard.safeParse(JSON.parse(stored));
  return parsed?.success ? parsed.data : undefined;
};

/** The request a RelayState stands for, or 404: unknown, expired, used, or another connector's. */
export async function findPendingSamlRequest(store: EphemeralStore, tenantId: string, connectorId: string, relayState: string | undefined) {
  const request = relayState ? await readJson(store, requestKey(tenantId, relayState), pendingGuard) : undefined;
  if (!request || request.connectorId !== connectorId || !relayState) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  return { request, relayState };
}

/** The identity of a validated answer, its assertion now used up for the tenant. */
async function acceptAnswer(
  store: EphemeralStore,
  context: { tenantId: string; config: SamlSsoConfig; sp: SamlServiceProvider },
  request: PendingRequest,
  samlResponse: string,
): Promise<SsoIdentityClaims> {
  const idp = await resolveSamlIdentityProvider(context.config);
  const { claims, assertionId, expiresAt } = await validateSamlResponse(samlResponse, {
    sp: context.sp,
    idp,
    request,
    attributeMapping: context.config.attributeMapping,
  });
  const keepFor = Math.max(expiresAt - Date.now() + samlClockSkewMs, samlClockSkewMs);
  if (!(await store.setIfAbsent(assertionKey(context.tenantId, idp.entityId, assertionId), '1', keepFor))) {
    throw new RequestError('single_sign_on.saml_assertion_replayed', 400);
  }
  return claims;
}

export type SamlAnswer = { location: string; refused?: RequestError };

/**
 * The ACS: validates the posted response for the pending request, refuses an assertion seen
 * before (`single_sign_on.saml_assertion_replayed`), and sends the browser back to the app's
 * redirect URI with its `state` and the one-time code. The request is used up either way. An
 * accepted answer leaves the identity for the verify step; a refused one (a `RequestError`)
 * leaves its refusal, which the verify step answers, and `error` names it on the redirect: the
 * sign-in app shows it where the user is, rather than the browser stopping at a bare error.
 */
export async function consumeSamlResponse(
  store: EphemeralStore,
  context: { tenantId: string; config: SamlSsoConfig; sp: SamlServiceProvider },
  pending: { request: PendingRequest; relayState: string },
  samlResponse: string,
): Promise<SamlAnswer> {
  let outcome: { claims: SsoIdentityClaims } | { refused: RequestError };
  try {
    outcome = { claims: await acceptAnswer(store, context, pending.request, samlResponse) };
  } catch (error) {
    if (!(error instanceof RequestError)) {
      throw error;
    }
    outcome = { refused: error };
  }
  await store.delete(requestKey(context.tenantId, pending.relayState));
  const handoff = randomBytes(24).toString('base64url');
  const stored = 'claims' in outcome ? { claims: outcome.claims, handoff } : { refusal: outcome.refused.code, handoff };
  await store.set(resultKey(context.tenantId, pending.relayState), JSON.stringify(stored), samlRequestLifetimeMs);
  const back = new URL(pending.request.redirectUri);
  back.searchParams.set('state', pending.request.state);
  back.searchParams.set('code', handoff);
  if ('refused' in outcome) {
    back.searchParams.set('error', outcome.refused.code);
    return { location: back.href, refused: outcome.refused };
  }
  return { location: back.href };
}

const claimsGuard = z.object({
    issuer: z.string(),
    identityId: z.string(),
    email: z.string().optional(),
    name: z.string().optional(),
    avatar: z.string().optional(),
    detail: z.record(z.string(), z.unknown()),
});
const resultGuard = z.union([
  z.object({ claims: claimsGuard, handoff: z.string() }),
  // A refusal keeps only its code, one of the `RequestError` codes the ACS gave.
  z.object({ refusal: z.string().transform((code) => code as ErrorCode), handoff: z.string() }),
]);

const sameText = (left: string, right: string) =>
  left.length === right.length && timingSafeEqual(Buffer.from(left), Buffer.from(right));

/**
 * The identity the ACS validated for this sign-in, taken once, against the code the ACS gave the
 * browser (400 `single_sign_on.state_mismatch` otherwise; the identity is dropped then too). When
 * the ACS refused the answer, 400 with the refusal's code. 400
 * `single_sign_on.assertion_not_found` until the ACS has one.
 */
export async function takeSamlResult(
  store: EphemeralStore,
  tenantId: string,
  relayState: string,
  handoff: string | undefined,
): Promise<SsoIdentityClaims> {
  const result = await readJson(store, resultKey(tenantId, relayState), resultGuard);
  if (!result) {
    throw new RequestError('single_sign_on.assertion_not_found', 400);
  }
  await store.delete(resultKey(tenantId, relayState));
  if (!handoff || !sameText(handoff, result.handoff)) {
    throw new RequestError('single_sign_on.state_mismatch', 400);
  }
  if ('refusal' in result) {
    throw new RequestError(result.refusal, 400);
  }
  return result.claims;
}
