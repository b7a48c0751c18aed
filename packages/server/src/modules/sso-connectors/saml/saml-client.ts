import { SAML, ValidateInResponseTo, type CacheProvider } from '@node-saml/node-saml';
import type { SamlServiceProvider } from '@tessera/schemas';
import { nameIdFormat } from './service-provider.js';
import type { SamlIdentityProvider } from './identity-provider.js';

/** Clocks of the IdP and Tessera may differ this much. */
export const samlClockSkewMs = 60_000;
/** How long a sign-in may take at the IdP. */
export const samlRequestLifetimeMs = 10 * 60_000;

/**
 * The one request id this sign-in may answer: the library asks its cache whether an
 * InResponseTo is known, and this cache knows exactly the id kept in the interaction.
 */
const requestIdCache = (requestId: string, createdAt: number): CacheProvider => ({
  saveAsync: async () => null,
  getAsync: async (key) => (key === requestId ? new Date(createdAt).toISOString() : null),
  removeAsync: async () => null,
});

/**
 * The library's SAML service provider for one exchange: assertions must be signed by one of the
 * IdP's certificates, meant for this SP (audience), answer `requestId` (InResponseTo, always
 * required: IdP-initiated sign-in is not accepted), and be within their validity window give or
 * take the clock skew.
 */
export function samlClient(
  sp: SamlServiceProvider,
  idp: SamlIdentityProvider,
  request: { requestId: string; createdAt: number },
) {
  return new SAML({
    entryPoint: idp.signInEndpoint,
    issuer: sp.entityId,
    callbackUrl: sp.assertionConsumerServiceUrl,
    audience: sp.entityId,
    idpCert: idp.certificates.map((certificate) => certificate.pem),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: samlClockSkewMs,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: samlRequestLifetimeMs,
    cacheProvider: requestIdCache(request.requestId, request.createdAt),
    generateUniqueId: () => request.requestId,
    identifierFormat: nameIdFormat,
    disableRequestedAuthnContext: true,
  });
}
