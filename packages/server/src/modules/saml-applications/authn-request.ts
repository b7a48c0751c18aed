import { inflateRawSync } from 'node:zlib';
import type { SamlAcsUrl } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { SamlConfigRow } from './queries.js';
import { hasDocumentType, type SamlLibrary } from '../../federation/saml/saml-library.js';
import { identityProviderOf, serviceProviderOf, type IdpLocation } from './saml-entities.js';

/** How an AuthnRequest arrived (saml-bindings §3.4 and §3.5). */
export type AuthnRequestMessage =
  | {
      binding: 'redirect';
      query: { SAMLRequest: string; RelayState?: string; SigAlg?: string; Signature?: string };
      /** The query string as sent: the redirect binding signs its exact bytes. */
      rawQuery: string;
    }
  | { binding: 'post'; body: { SAMLRequest: string; RelayState?: string } };

export type AcceptedAuthnRequest = {
  requestId: string;
  relayState?: string;
  /** `ForceAuthn="true"` (saml-core §3.4.1): the user must sign in again, whatever their session. */
  forceAuthn?: boolean;
};

/** Inflated requests are small; anything bigger is refused rather than expanded (zip bombs). */
const maxRequestBytes = 256 * 1024;

const invalidRequest = () => new RequestError('saml_application.invalid_request', 400);

function decode(message: AuthnRequestMessage): string {
  try {
    const bytes = Buffer.from(
      message.binding === 'redirect' ? message.query.SAMLRequest : message.body.SAMLRequest,
      'base64',
    );
    return (
      message.binding === 'redirect'
        ? inflateRawSync(bytes, { maxOutputLength: maxRequestBytes })
        : bytes
    ).toString('utf8');
  } catch {
    throw invalidRequest();
  }
}

/**
 * The signed part of a redirect-binding message: `SAMLRequest`, `RelayState` and `SigAlg` in
 * this order, as they were encoded on the wire (saml-bindings §3.4.4.1).
 */
function signedOctets(rawQuery: string): string {
  const parts = new Map(
    rawQuery.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  return ['SAMLRequest', 'RelayState', 'SigAlg']
    .map((name) => parts.get(name))
    .filter((part): part is string => part !== undefined)
    .join('&');
}

const isSigned = (message: AuthnRequestMessage, xml: string) =>
  message.binding === 'redirect'
    ? Boolean(message.query.Signature && message.query.SigAlg)
    : /<(\w+:)?Signature[\s>]/.test(xml);

/**
 * Validates an AuthnRequest of a SAML application: no DTD, valid against the SAML schemas, signed
 * with the service provider's certificate when one is registered, issued by the registered entity
 * id, and asking (if it asks) for exactly the registered ACS URL.
 */
export async function acceptAuthnRequest(
  saml: SamlLibrary,
  location: IdpLocation,
  config: SamlConfigRow,
  message: AuthnRequestMessage,
): Promise<AcceptedAuthnRequest> {
  const xml = decode(message);
  if (hasDocumentType(xml)) {
    throw new RequestError('saml_application.dtd_not_allowed', 400);
  }
  if (config.sp_certificate && !isSigned(message, xml)) {
    throw new RequestError('saml_application.signature_required', 400);
  }
  // Signature checks need a certificate: the IdP side of parsing never signs.
  const idp = identityProviderOf(saml, location, config, {
    certificate: config.sp_certificate ?? '',
  });
  const sp = serviceProviderOf(saml, config);
  let extract: { issuer?: string; request?: { id?: string; assertionConsumerServiceUrl?: string } };
  try {
    const parsed =
      message.binding === 'redirect'
        ? await idp.parseLoginRequest(sp, 'redirect', {
            query: message.query,
            octetString: signedOctets(message.rawQuery),
          })
        : await idp.parseLoginRequest(sp, 'post', { body: message.body });
    extract = parsed.extract as typeof extract;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw reason.includes('SIGNATURE')
      ? new RequestError('saml_application.invalid_signature', 400)
      : invalidRequest();
  }
  if (!extract.issuer || extract.issuer !== config.entity_id) {
    throw new RequestError('saml_application.issuer_mismatch', 400);
  }
  const acsUrl = config.acs_url as SamlAcsUrl;
  const requested = extract.request?.assertionConsumerServiceUrl;
  if (requested !== undefined && requested !== null && requested !== acsUrl.url) {
    throw new RequestError('saml_application.acs_url_mismatch', 400);
  }
  const requestId = extract.request?.id;
  if (!requestId) {
    throw invalidRequest();
  }
  const relayState =
    message.binding === 'redirect' ? message.query.RelayState : message.body.RelayState;
  const { forceAuthn } = saml.Extractor.extract(xml, [
    { key: 'forceAuthn', localPath: ['AuthnRequest'], attributes: ['ForceAuthn'] },
  ]) as { forceAuthn?: string };
  return {
    requestId,
    ...(relayState && { relayState }),
    ...((forceAuthn === 'true' || forceAuthn === '1') && { forceAuthn: true }),
  };
}
