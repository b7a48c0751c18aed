import type { SamlServiceProvider } from '@tessera/schemas';
import type { SamlLibrary } from '../../../federation/saml/saml-library.js';
import type { SigningCertificate } from './certificate.js';
import type { SamlIdentityProvider } from './identity-provider.js';
import { nameIdFormat } from './service-provider.js';

/** Clocks of the IdP and Tessera may differ this much. */
export const samlClockSkewMs = 60_000;
/** How long a sign-in may take at the IdP. */
export const samlRequestLifetimeMs = 10 * 60_000;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The IdP as metadata the library reads: its entity id, its HTTP-Redirect sign-in endpoint and
 * the signing certificates trusted for this exchange. Described by metadata rather than by
 * settings, as the IdP itself does, so nothing is asked of it that it did not publish (such as
 * a logout endpoint).
 */
function identityProviderMetadata(idp: SamlIdentityProvider, certificates: SigningCertificate[]) {
  const keys = certificates
    .map(
      (certificate) =>
        '<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>' +
        `<ds:X509Certificate>${certificate.body}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
    )
    .join('');
  return (
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(idp.entityId)}">` +
    '<md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">' +
    `${keys}<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(idp.signInEndpoint)}"/>` +
    '</md:IDPSSODescriptor></md:EntityDescriptor>'
  );
}

/**
 * The library's two parties of one exchange. Tessera's service provider asks for signed
 * assertions, posted to its ACS, and names its request `requestId`; it accepts validity windows
 * give or take the clock skew. The IdP is trusted with `certificates` (all of the connector's by
 * default; one at a time when an assertion names no key).
 */
export function samlParties(
  saml: SamlLibrary,
  sp: SamlServiceProvider,
  idp: SamlIdentityProvider,
  options: { requestId?: string; certificates?: SigningCertificate[] } = {},
) {
  const { requestId } = options;
  return {
    idp: saml.IdentityProvider({ metadata: identityProviderMetadata(idp, options.certificates ?? idp.certificates) }),
    sp: saml.ServiceProvider({
      entityID: sp.entityId,
      assertionConsumerService: [{ Binding: saml.Constants.namespace.binding.post, Location: sp.assertionConsumerServiceUrl }],
      authnRequestsSigned: false,
      wantAssertionsSigned: true,
      wantMessageSigned: false,
      nameIDFormat: [nameIdFormat],
      clockDrifts: [-samlClockSkewMs, samlClockSkewMs],
      ...(requestId && { generateID: () => requestId }),
    }),
  };
}
