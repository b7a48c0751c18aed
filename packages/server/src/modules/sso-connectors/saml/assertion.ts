import { SamlStatusError, type Profile } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { ErrorCode } from '@tessera/phrases';
import type { SamlServiceProvider, SamlSsoConfig } from '@tessera/schemas';
import { RequestError } from '../../../errors/request-error.js';
import type { SsoIdentityClaims } from '../sso-identity.js';
import type { SamlIdentityProvider } from './identity-provider.js';
import { samlClient } from './saml-client.js';
import { assertNoDocumentType } from './xml-safety.js';

const assertionNamespace = 'urn:oasis:names:tc:SAML:2.0:assertion';

/** The library's refusals, by what they are about, as the codes the API answers. */
const refusals: [RegExp, ErrorCode][] = [
  [/signature/i, 'single_sign_on.saml_signature_invalid'],
  [/InResponseTo/i, 'single_sign_on.saml_request_mismatch'],
  [/not yet valid|expired|subject confirmation/i, 'single_sign_on.saml_assertion_expired'],
  [/audience/i, 'single_sign_on.saml_audience_mismatch'],
];

const refusal = (code: ErrorCode, details: string) => new RequestError(code, 400, undefined, details);

const toRequestError = (error: unknown) => {
  if (error instanceof RequestError) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SamlStatusError) {
    return refusal('single_sign_on.saml_response_invalid', message);
  }
  const code = refusals.find(([pattern]) => pattern.test(message))?.[1] ?? 'single_sign_on.saml_response_invalid';
  return refusal(code, message);
};

/** A verified assertion's facts the library does not check: its id, expiry and recipient. */
function readAssertionFacts(assertionXml: string) {
  const assertion = new DOMParser().parseFromString(assertionXml, 'text/xml').documentElement;
  const confirmation = assertion?.getElementsByTagNameNS(assertionNamespace, 'SubjectConfirmationData')[0];
  const conditions = assertion?.getElementsByTagNameNS(assertionNamespace, 'Conditions')[0];
  const notOnOrAfter = conditions?.getAttribute('NotOnOrAfter') ?? confirmation?.getAttribute('NotOnOrAfter');
  return {
    id: assertion?.getAttribute('ID') ?? '',
    recipient: confirmation?.getAttribute('Recipient') ?? undefined,
    expiresAt: notOnOrAfter ? Date.parse(notOnOrAfter) : Number.NaN,
  };
}

const destinationOf = (responseXml: string) =>
  new DOMParser().parseFromString(responseXml, 'text/xml').documentElement?.getAttribute('Destination') || undefined;

const text = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
};

const emailClaims = ['email', 'mail', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const nameClaims = ['name', 'displayName', 'http://schemas.microsoft.com/identity/claims/displayname', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];
const avatarClaims = ['avatar', 'picture'];

/** The identity in a validated assertion, read through the connector's attribute mapping. */
function claimsOf(profile: Profile, idp: SamlIdentityProvider, mapping: SamlSsoConfig['attributeMapping'] = {}): SsoIdentityClaims {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const pick = (mapped: string | undefined, names: string[]) =>
    text(mapped ? attributes[mapped] : undefined) ?? names.map((name) => text(attributes[name])).find(Boolean);
  const nameId = profile.nameID;
  const email = pick(mapping.email, emailClaims) ?? (nameId.includes('@') ? nameId : undefined);
  const name = pick(mapping.name, nameClaims);
  const avatar = pick(mapping.avatar, avatarClaims);
  return {
    issuer: idp.entityId,
    identityId: pick(mapping.id, []) ?? nameId,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(avatar ? { avatar } : {}),
    detail: { nameID: nameId, ...(profile.nameIDFormat ? { nameIDFormat: profile.nameIDFormat } : {}), attributes },
  };
}

export type ValidatedAssertion = { claims: SsoIdentityClaims; assertionId: string; expiresAt: number };

/**
 * Validates a SAMLResponse posted to the ACS for the request `requestId`: no DTD, an assertion
 * signed by the IdP, for this SP (audience, and recipient and destination when given), answering
 * this request, within its validity window, from the IdP's entity id. Each refusal is a 400 with
 * a `single_sign_on.saml_*` code. Replay is the caller's to refuse, by `assertionId`.
 */
export async function validateSamlResponse(
  samlResponse: string,
  context: {
    sp: SamlServiceProvider;
    idp: SamlIdentityProvider;
    request: { requestId: string; createdAt: number };
    attributeMapping?: SamlSsoConfig['attributeMapping'];
  },
): Promise<ValidatedAssertion> {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  assertNoDocumentType(xml);
  try {
    const { profile } = await samlClient(context.sp, context.idp, context.request).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    });
    if (!profile) {
      throw refusal('single_sign_on.saml_response_invalid', 'No assertion.');
    }
    if (profile.issuer !== context.idp.entityId) {
      throw refusal('single_sign_on.saml_response_invalid', `Issuer ${String(profile.issuer)} is not ${context.idp.entityId}.`);
    }
    const facts = readAssertionFacts(profile.getAssertionXml?.() ?? '');
    const acs = context.sp.assertionConsumerServiceUrl;
    const destination = destinationOf(xml);
    if ((facts.recipient !== undefined && facts.recipient !== acs) || (destination !== undefined && destination !== acs)) {
      throw refusal('single_sign_on.saml_audience_mismatch', `Recipient or Destination is not ${acs}.`);
    }
    if (!facts.id || Number.isNaN(facts.expiresAt)) {
      throw refusal('single_sign_on.saml_response_invalid', 'The assertion has no ID or no NotOnOrAfter.');
    }
    return { claims: claimsOf(profile, context.idp, context.attributeMapping), assertionId: facts.id, expiresAt: facts.expiresAt };
  } catch (error) {
    throw toRequestError(error);
  }
}
