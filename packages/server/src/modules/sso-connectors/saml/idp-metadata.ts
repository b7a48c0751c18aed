import { DOMParser } from '@xmldom/xmldom';
import { RequestError } from '../../../errors/request-error.js';
import { assertNoDocumentType } from './xml-safety.js';

const metadataNamespace = 'urn:oasis:names:tc:SAML:2.0:metadata';
const signatureNamespace = 'http://www.w3.org/2000/09/xmldsig#';
const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const invalidMetadata = (reason: string) => new RequestError('connector.invalid_metadata', 400, { reason }, reason);

/** What an IdP's metadata says, before its certificates are checked. */
export type ParsedIdpMetadata = { entityId: string; signInEndpoint: string; certificates: string[] };

/**
 * Reads an IdP's SAML metadata: its entity id, its single sign-on endpoint for the
 * HTTP-Redirect binding (the one Tessera sends requests by) and its signing certificates.
 * 400 `connector.invalid_metadata` when any is missing.
 */
export function parseIdpMetadata(xml: string): ParsedIdpMetadata {
  assertNoDocumentType(xml);
  const errors: string[] = [];
  const document = new DOMParser({
    errorHandler: {
      error: (message: string) => errors.push(message),
      fatalError: (message: string) => errors.push(message),
    },
  }).parseFromString(xml, 'text/xml');
  const root = document.documentElement;
  if (errors.length > 0 || root?.localName !== 'EntityDescriptor' || root.namespaceURI !== metadataNamespace) {
    throw invalidMetadata('Not a SAML EntityDescriptor.');
  }
  const entityId = root.getAttribute('entityID');
  const idp = root.getElementsByTagNameNS(metadataNamespace, 'IDPSSODescriptor')[0];
  if (!entityId || !idp) {
    throw invalidMetadata('No entityID or IDPSSODescriptor.');
  }
  const endpoint = Array.from(idp.getElementsByTagNameNS(metadataNamespace, 'SingleSignOnService')).find(
    (service) => service.getAttribute('Binding') === redirectBinding,
  );
  const signInEndpoint = endpoint?.getAttribute('Location');
  if (!signInEndpoint) {
    throw invalidMetadata('No SingleSignOnService with the HTTP-Redirect binding.');
  }
  const certificates = Array.from(idp.getElementsByTagNameNS(metadataNamespace, 'KeyDescriptor'))
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(signatureNamespace, 'X509Certificate')))
    .map((node) => (node.textContent ?? '').replace(/\s+/g, ''))
    .filter((body) => body.length > 0);
  if (certificates.length === 0) {
    throw invalidMetadata('No signing certificate.');
  }
  return { entityId, signInEndpoint, certificates };
}
