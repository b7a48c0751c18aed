import { createHash, randomUUID } from 'node:crypto';
import type { SamlAcsUrl, SamlAttributeMapping, SamlNameIdFormat } from '@tessera/schemas';
import { addPolicySource, contentSecurityPolicy } from '../../http/content-security-policy.js';
import type { SamlConfigRow } from './queries.js';
import type { SamlLibrary } from '../../federation/saml/saml-library.js';
import {
  identityProviderOf,
  serviceProviderOf,
  type IdpKeys,
  type IdpLocation,
} from './saml-entities.js';
import { mapAttributes, nameIdOf, type UserClaims } from './user-attributes.js';

/** How long the assertion may be used after it is issued (NotOnOrAfter). */
const assertionLifetimeMs = 5 * 60_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

const authnStatement =
  '<saml:AuthnStatement AuthnInstant="{IssueInstant}" SessionIndex="{SessionIndex}"><saml:AuthnContext>' +
  '<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:unspecified</saml:AuthnContextClassRef>' +
  '</saml:AuthnContext></saml:AuthnStatement>';

/** Attribute elements whose values are filled (escaped) by the library's tag replacement. */
function attributeStatement(attributes: { name: string; values: string[] }[]) {
  if (attributes.length === 0) {
    return '';
  }
  const elements = attributes.map(
    ({ name, values }, index) =>
      `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">` +
      values
        .map(
          (_value, position) =>
            `<saml:AttributeValue xsi:type="xs:string">{Attribute${index}v${position}}</saml:AttributeValue>`,
        )
        .join('') +
      '</saml:Attribute>',
  );
  return `<saml:AttributeStatement>${elements.join('')}</saml:AttributeStatement>`;
}

export type SignedResponse = { samlResponse: string; acsUrl: string; relayState?: string };

/**
 * The signed SAML response to one AuthnRequest (saml-profiles §4.1.4.2): issued by the
 * application's IdP entity, NameID per the application's format, audience and recipient the
 * service provider, `InResponseTo` the request, valid for five minutes, with the mapped attributes.
 */
export async function createSignedResponse(
  saml: SamlLibrary,
  location: IdpLocation,
  config: SamlConfigRow,
  keys: Required<IdpKeys>,
  request: { requestId: string; relayState?: string | null },
  claims: UserClaims,
): Promise<SignedResponse> {
  const idp = identityProviderOf(saml, location, config, keys);
  const sp = serviceProviderOf(saml, config);
  const attributes = mapAttributes(claims, config.attribute_mapping as SamlAttributeMapping);
  const now = new Date();
  const notOnOrAfter = new Date(now.getTime() + assertionLifetimeMs).toISOString();
  const acsUrl = (config.acs_url as SamlAcsUrl).url;
  const template = saml.SamlLib.defaultLoginResponseTemplate.context
    .replace('{AuthnStatement}', authnStatement)
    .replace('{AttributeStatement}', attributeStatement(attributes));
  const responseId = `_${randomUUID()}`;
  const values: Record<string, string> = {
    ID: responseId,
    AssertionID: `_${randomUUID()}`,
    Destination: acsUrl,
    Audience: config.entity_id ?? '',
    SubjectRecipient: acsUrl,
    Issuer: idp.entityMeta.getEntityID(),
    IssueInstant: now.toISOString(),
    StatusCode: saml.Constants.StatusCode.Success,
    ConditionsNotBefore: now.toISOString(),
    ConditionsNotOnOrAfter: notOnOrAfter,
    SubjectConfirmationDataNotOnOrAfter: notOnOrAfter,
    NameIDFormat: config.name_id_format,
    NameID: nameIdOf(claims, config.name_id_format as SamlNameIdFormat),
    InResponseTo: request.requestId,
    SessionIndex: `_${randomUUID()}`,
    ...Object.fromEntries(
      attributes.flatMap(({ values }, index) =>
        values.map((value, position) => [`Attribute${index}v${position}`, value]),
      ),
    ),
  };
  const response = await idp.createLoginResponse(
    sp,
    { extract: { request: { id: request.requestId } } },
    'post',
    { email: String(claims.email ?? '') },
    {
      ...(request.relayState && { relayState: request.relayState }),
      customTagReplacement: () => ({
        id: responseId,
        context: saml.SamlLib.replaceTagsByValue(template, values),
      }),
    },
  );
  return {
    samlResponse: response.context,
    acsUrl,
    ...(request.relayState && { relayState: request.relayState }),
  };
}

const submitScript = "document.getElementById('saml').submit();";

/**
 * The HTTP-POST binding's delivery (saml-bindings §3.5.4): a page whose form posts the response
 * to the ACS URL by itself, with the CSP that lets exactly its inline script run and its form go
 * to the ACS URL's origin.
 */
export function autoSubmitPage(response: SignedResponse) {
  const relay = response.relayState
    ? `<input type="hidden" name="RelayState" value="${escapeXml(response.relayState)}">`
    : '';
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>SAML</title></head><body>' +
    `<form id="saml" method="post" action="${escapeXml(response.acsUrl)}">` +
    `<input type="hidden" name="SAMLResponse" value="${escapeXml(response.samlResponse)}">${relay}` +
    '<noscript><button type="submit">Continue</button></noscript></form>' +
    `<script>${submitScript}</script></body></html>`;
  const scriptHash = `'sha256-${createHash('sha256').update(submitScript).digest('base64')}'`;
  const policy = addPolicySource(
    contentSecurityPolicy({ scriptHashes: [scriptHash] }),
    'form-action',
    new URL(response.acsUrl).origin,
  );
  return { html, policy };
}
