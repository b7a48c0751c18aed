import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { SamlServiceProvider } from '@tessera/schemas';
import type { SamlLibrary } from '../../../federation/saml/saml-library.js';
import type { SamlIdentityProvider } from './identity-provider.js';
import { samlParties } from './saml-client.js';

const signatureNamespace = 'http://www.w3.org/2000/09/xmldsig#';
const assertionNamespace = 'urn:oasis:names:tc:SAML:2.0:assertion';

/**
 * The response without the signature over the whole message, so that only the Assertion's own
 * signature can vouch for it: the IdP must sign its assertions, as the SP metadata asks. A
 * response carries exactly one assertion: a second one, wherever it is, can only be there to be
 * mistaken for the signed one (signature wrapping).
 */
function withoutMessageSignature(xml: string): string {
  const document = new DOMParser({ errorHandler: { warning: () => undefined, error: () => undefined, fatalError: () => undefined } }).parseFromString(
    xml,
    'text/xml',
  );
  const root = document.documentElement;
  if (!root) {
    throw new Error('ERR_INVALID_XML: not a document');
  }
  if (document.getElementsByTagNameNS(assertionNamespace, 'Assertion').length !== 1) {
    throw new Error('ERR_POTENTIAL_WRAPPING_ATTACK: a response must carry exactly one assertion');
  }
  for (const child of Array.from(root.childNodes)) {
    if ((child as Element).localName === 'Signature' && (child as Element).namespaceURI === signatureNamespace) {
      root.removeChild(child);
    }
  }
  return new XMLSerializer().serializeToString(document);
}

/** What the library verified and extracted, and the verified Assertion element itself. */
export type VerifiedResponse = {
  extract: {
    response?: { id?: string; destination?: string; inResponseTo?: string };
    audience?: string | string[];
    issuer?: string;
    nameID?: string;
    attributes?: Record<string, unknown>;
  };
  assertionXml: string;
};

const isKeyRefusal = (error: unknown) => /SIGNATURE|CERTIFICATE/i.test(error instanceof Error ? error.message : String(error));

async function verifyWith(saml: SamlLibrary, parties: ReturnType<typeof samlParties>, xml: string): Promise<VerifiedResponse> {
  // Schema, status, the Assertion's signature (against wrapping, the values below are read from
  // the signed Assertion only), its issuer and its Conditions' validity window.
  const { extract } = await parties.sp.parseLoginResponse(parties.idp, 'post', {
    body: { SAMLResponse: Buffer.from(xml, 'utf8').toString('base64') },
  });
  // The same verification again, for the signed Assertion element the library read from.
  const [verified, assertionXml] = saml.SamlLib.verifySignature(xml, { metadata: parties.idp.entityMeta });
  if (!verified || !assertionXml) {
    throw new Error('FAILED_TO_VERIFY_SIGNATURE');
  }
  return { extract: extract as VerifiedResponse['extract'], assertionXml };
}

/**
 * Verifies a SAML response with the library: its Assertion must be signed by one of the IdP's
 * certificates. A signature that names its key is checked against that certificate; one that
 * does not is tried against each trusted certificate in turn (key rollover).
 */
export async function verifySignedAssertion(
  saml: SamlLibrary,
  sp: SamlServiceProvider,
  idp: SamlIdentityProvider,
  responseXml: string,
): Promise<VerifiedResponse> {
  const xml = withoutMessageSignature(responseXml);
  let refusal: unknown;
  for (const certificate of idp.certificates) {
    try {
      return await verifyWith(saml, samlParties(saml, sp, idp, { certificates: [certificate] }), xml);
    } catch (error) {
      if (!isKeyRefusal(error)) {
        throw error;
      }
      refusal ??= error;
    }
  }
  throw refusal ?? new Error('FAILED_TO_VERIFY_SIGNATURE');
}
