import type { SamlAcsUrl, SamlEncryption } from '@tessera/schemas';
import { samlBindings } from '@tessera/schemas';
import type { SamlLibrary } from '../../federation/saml/saml-library.js';
import type { SamlConfigRow } from './queries.js';
import { samlIdpEntityId, samlSsoUrl } from './urls.js';

export type IdpKeys = { certificate: string; privateKey?: string };

/**
 * Where the application's IdP lives: the tenant's base URL as the user sees it (a custom domain
 * when the request came on one), the tenant and the application.
 */
export type IdpLocation = { tenantBaseUrl: string; tenantId: string; applicationId: string };

/** Tessera as the IdP of one SAML application, signing with the given certificate. */
export function identityProviderOf(
  saml: SamlLibrary,
  location: IdpLocation,
  config: SamlConfigRow,
  keys: IdpKeys,
) {
  const { tenantBaseUrl, applicationId } = location;
  const sso = samlSsoUrl(tenantBaseUrl, applicationId);
  const encryption = config.encryption as SamlEncryption | null;
  return saml.IdentityProvider({
    entityID: samlIdpEntityId(tenantBaseUrl, applicationId),
    signingCert: keys.certificate,
    privateKey: keys.privateKey,
    wantAuthnRequestsSigned: Boolean(config.sp_certificate),
    nameIDFormat: [config.name_id_format],
    singleSignOnService: [
      { Binding: samlBindings.redirect, Location: sso },
      { Binding: samlBindings.post, Location: sso },
    ],
    isAssertionEncrypted: Boolean(encryption?.encryptAssertion && encryption.certificate),
    ...(encryption?.encryptAssertion && {
      dataEncryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
      keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
    }),
  });
}

/**
 * The application's service provider as registered: its entity id, ACS URL and, when set, the
 * certificate its AuthnRequests must be signed with. Assertions are always signed; the whole
 * response too, unless the assertion is encrypted (the message signature would not survive it).
 */
export function serviceProviderOf(saml: SamlLibrary, config: SamlConfigRow) {
  const acsUrl = config.acs_url as SamlAcsUrl;
  const encryption = config.encryption as SamlEncryption | null;
  const encrypts = Boolean(encryption?.encryptAssertion && encryption.certificate);
  return saml.ServiceProvider({
    entityID: config.entity_id ?? '',
    assertionConsumerService: [{ Binding: acsUrl.binding, Location: acsUrl.url }],
    authnRequestsSigned: Boolean(config.sp_certificate),
    wantAssertionsSigned: true,
    wantMessageSigned: !encrypts,
    ...(config.sp_certificate && { signingCert: config.sp_certificate }),
    ...(encrypts && { encryptCert: encryption?.certificate }),
  });
}
