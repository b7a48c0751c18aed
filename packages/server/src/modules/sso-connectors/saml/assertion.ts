import type { ErrorCode } from '@tessera/phrases';
import type { SamlServiceProvider, SamlSsoConfig } from '@tessera/schemas';
import { loadSamlLibrary, type SamlLibrary } from '../../../federation/saml/saml-library.js';
import { RequestError } from '../../../errors/request-error.js';
import type { SsoIdentityClaims } from '../sso-identity.js';
import { claimsOf } from './claims.js';
import type { SamlIdentityProvider } from './identity-provider.js';
import { samlClockSkewMs, samlRequestLifetimeMs } from './saml-client.js';
import { verifySignedAssertion, type VerifiedResponse } from './signed-assertion.js';
import { assertNoDocumentType } from './xml-safety.js';

/** The library's refusals, by what they are about, as the codes the API answers. */
const refusals: [RegExp, ErrorCode][] = [
  [/signature|certificate|wrapping/i, 'single_sign_on.saml_signature_invalid'],
  [/ERR_SUBJECT_UNCONFIRMED|ERR_EXPIRED_SESSION/, 'single_sign_on.saml_assertion_expired'],
];

const refusal = (code: ErrorCode, details: string) => new RequestError(code, 400, undefined, details);

const toRequestError = (error: unknown) => {
  if (error instanceof RequestError) {
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = refusals.find(([pattern]) => pattern.test(message))?.[1] ?? 'single_sign_on.saml_response_invalid';
  return refusal(code, message);
};

/** The verified Assertion's facts the library does not check: id, subject, confirmation. */
function readAssertion(saml: SamlLibrary, assertionXml: string) {
  const read = saml.Extractor.extract(assertionXml, [
    { key: 'assertion', localPath: ['Assertion'], attributes: ['ID'] },
    { key: 'nameId', localPath: ['Assertion', 'Subject', 'NameID'], attributes: ['Format'] },
    { key: 'conditions', localPath: ['Assertion', 'Conditions'], attributes: ['NotOnOrAfter'] },
    {
      key: 'confirmation',
      localPath: ['Assertion', 'Subject', 'SubjectConfirmation', 'SubjectConfirmationData'],
      attributes: ['Recipient', 'InResponseTo', 'NotOnOrAfter'],
    },
  ]) as {
    assertion?: string;
    nameId?: string;
    conditions?: string;
    confirmation?: { recipient?: string; inResponseTo?: string; notOnOrAfter?: string };
  };
  const notOnOrAfter = read.conditions ?? read.confirmation?.notOnOrAfter;
  return {
    id: typeof read.assertion === 'string' ? read.assertion : '',
    nameIdFormat: typeof read.nameId === 'string' ? read.nameId : undefined,
    confirmation: typeof read.confirmation === 'object' ? read.confirmation : {},
    expiresAt: notOnOrAfter ? Date.parse(notOnOrAfter) : Number.NaN,
  };
}

/** Refusals of what only this SP knows: its audience and ACS, the request it sent, the time. */
function checkForThisSp(
  verified: VerifiedResponse,
  facts: ReturnType<typeof readAssertion>,
  context: { sp: SamlServiceProvider; request: { requestId: string; createdAt: number } },
) {
  const { extract } = verified;
  const now = Date.now();
  const audiences = [extract.audience ?? []].flat();
  if (!audiences.includes(context.sp.entityId)) {
    throw refusal('single_sign_on.saml_audience_mismatch', `Audience is not ${context.sp.entityId}.`);
  }
  const acs = context.sp.assertionConsumerServiceUrl;
  const destination = extract.response?.destination;
  if ((facts.confirmation.recipient !== undefined && facts.confirmation.recipient !== acs) || (destination !== undefined && destination !== acs)) {
    throw refusal('single_sign_on.saml_audience_mismatch', `Recipient or Destination is not ${acs}.`);
  }
  const answers = [extract.response?.inResponseTo, facts.confirmation.inResponseTo];
  // InResponseTo is always required: IdP-initiated sign-in is not accepted.
  if (answers[0] !== context.request.requestId || (answers[1] !== undefined && answers[1] !== context.request.requestId)) {
    throw refusal('single_sign_on.saml_request_mismatch', `InResponseTo is not ${context.request.requestId}.`);
  }
  if (context.request.createdAt + samlRequestLifetimeMs <= now) {
    throw refusal('single_sign_on.saml_request_mismatch', 'The request has expired.');
  }
  const confirmedUntil = facts.confirmation.notOnOrAfter ? Date.parse(facts.confirmation.notOnOrAfter) : undefined;
  if (confirmedUntil !== undefined && !(now < confirmedUntil + samlClockSkewMs)) {
    throw refusal('single_sign_on.saml_assertion_expired', 'The subject confirmation has expired.');
  }
  if (!facts.id || Number.isNaN(facts.expiresAt)) {
    throw refusal('single_sign_on.saml_response_invalid', 'The assertion has no ID or no NotOnOrAfter.');
  }
}

export type ValidatedAssertion = { claims: SsoIdentityClaims; assertionId: string; expiresAt: number };

/**
 * Validates a SAMLResponse posted to the ACS for the request `requestId`: no DTD, valid against
 * the SAML schemas, an assertion signed by the IdP and issued by its entity id, for this SP
 * (audience, and recipient and destination when given), answering this request, within its
 * validity window give or take the clock skew. Each refusal is a 400 with a
 * `single_sign_on.saml_*` code. Replay is the caller's to refuse, by `assertionId`.
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
    const saml = await loadSamlLibrary();
    const verified = await verifySignedAssertion(saml, context.sp, context.idp, xml);
    const facts = readAssertion(saml, verified.assertionXml);
    checkForThisSp(verified, facts, context);
    const nameId = verified.extract.nameID;
    if (typeof nameId !== 'string' || !nameId) {
      throw refusal('single_sign_on.saml_response_invalid', 'The assertion has no NameID.');
    }
    const subject = { nameId, nameIdFormat: facts.nameIdFormat, attributes: verified.extract.attributes ?? {} };
    return { claims: claimsOf(subject, context.idp, context.attributeMapping), assertionId: facts.id, expiresAt: facts.expiresAt };
  } catch (error) {
    throw toRequestError(error);
  }
}
