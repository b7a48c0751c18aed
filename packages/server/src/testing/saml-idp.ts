import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import forge from 'node-forge';
import { loadSamlLibrary, type SamlLibrary } from '../federation/saml/saml-library.js';

/**
 * A SAML 2.0 identity provider for tests: a real HTTP server on 127.0.0.1 that publishes its
 * metadata, takes AuthnRequests by the HTTP-Redirect binding and answers with an HTML form that
 * posts a Response to the ACS the request named, its Assertion signed by the SAML library's
 * identity provider (XML-DSig, RSA-SHA256) with a throwaway key and self-signed certificate.
 * Tests shape the next answer with `answerNext` to produce the broken ones a service provider
 * must refuse.
 */

const inflate = promisify(inflateRaw);

export type SigningKey = { privateKeyPem: string; certificatePem: string; certificateBody: string };

/** An RSA key and a self-signed certificate valid from `notBefore` to `notAfter`. */
export function createSigningKey(
  commonName = 'Test IdP',
  validity: { notBefore?: Date; notAfter?: Date } = {},
): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  certificate.validity.notBefore = validity.notBefore ?? new Date(Date.now() - 60 * 60_000);
  certificate.validity.notAfter = validity.notAfter ?? new Date(Date.now() + 365 * 24 * 60 * 60_000);
  const subject = [{ name: 'commonName', value: commonName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(certificate);
  const certificateBody = certificatePem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  return { privateKeyPem, certificatePem, certificateBody };
}

export type SamlUser = { nameId: string; email?: string; name?: string; attributes?: Record<string, string> };

/** How the next answer deviates from a correct one. */
export type AnswerShape = {
  audience?: string;
  recipient?: string;
  inResponseTo?: string;
  /** Seconds from now; negative for an expired assertion. */
  notOnOrAfterIn?: number;
  notBeforeIn?: number;
  issuer?: string;
  assertionId?: string;
  unsigned?: boolean;
  /** Signs the Response around the assertion instead of the assertion itself. */
  signOnlyMessage?: boolean;
  /** Signed by another key than the published one. */
  signingKey?: SigningKey;
  /** Changes the signed XML afterwards, e.g. the NameID. */
  tamper?: (signedXml: string) => string;
  /** Puts a document type declaration before the Response. */
  doctype?: string;
};

export type SamlIdp = {
  entityId: string;
  signInEndpoint: string;
  metadataUrl: string;
  metadataXml: string;
  key: SigningKey;
  /** Who the next requests sign in as. */
  signInAs(user: SamlUser): void;
  /** The next answer (once) deviates like this. */
  answerNext(shape: AnswerShape): void;
  /** The Response XML, signed, for a request: what `/sso` posts, for tests that replay it. */
  lastResponse(): { samlResponse: string; relayState: string | undefined; acsUrl: string } | undefined;
  stop(): Promise<void>;
};

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function metadataOf(entityId: string, signInEndpoint: string, key: SigningKey) {
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escape(entityId)}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${key.certificateBody}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escape(signInEndpoint)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

type Request = { id: string; issuer: string; acsUrl: string; idpEntityId: string; idpEndpoint: string };

function responseXml(idp: { entityId: string }, request: Request, user: SamlUser, shape: AnswerShape) {
  const assertionId = shape.assertionId ?? `_a${randomBytes(16).toString('hex')}`;
  const inResponseTo = shape.inResponseTo ?? request.id;
  const recipient = shape.recipient ?? request.acsUrl;
  const notOnOrAfter = isoIn(shape.notOnOrAfterIn ?? 300);
  const notBefore = isoIn(shape.notBeforeIn ?? -30);
  const issuer = escape(shape.issuer ?? idp.entityId);
  const attributes = {
    ...(user.email ? { email: user.email } : {}),
    ...(user.name ? { name: user.name } : {}),
    ...user.attributes,
  };
  const attributeXml = Object.entries(attributes)
    .map(([name, value]) => `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`)
    .join('');
  return `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${isoIn(0)}" Destination="${escape(recipient)}" InResponseTo="${escape(inResponseTo)}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status><saml:Assertion ID="${assertionId}" Version="2.0" IssueInstant="${isoIn(0)}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escape(user.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escape(inResponseTo)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(recipient)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(shape.audience ?? request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${isoIn(0)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${attributeXml ? `<saml:AttributeStatement>${attributeXml}</saml:AttributeStatement>` : ''}</saml:Assertion></samlp:Response>`;
}

/**
 * The library's IdP signs the response for the requesting SP: the Assertion (enveloped signature
 * after its Issuer), or only the Response around it when the SP entity does not want signed
 * assertions.
 */
async function signResponse(saml: SamlLibrary, xml: string, request: Request, key: SigningKey, options: { signOnlyMessage?: boolean }) {
  const idp = saml.IdentityProvider({
    metadata: metadataOf(request.idpEntityId, request.idpEndpoint, key),
    privateKey: key.privateKeyPem,
    signingCert: key.certificatePem,
  });
  const sp = saml.ServiceProvider({
    entityID: request.issuer,
    assertionConsumerService: [{ Binding: saml.Constants.namespace.binding.post, Location: request.acsUrl }],
    wantAssertionsSigned: !options.signOnlyMessage,
    wantMessageSigned: Boolean(options.signOnlyMessage),
  });
  const responseId = /^<samlp:Response [^>]*ID="([^"]+)"/.exec(xml)?.[1] ?? '';
  const response = await idp.createLoginResponse(sp, { extract: { request: { id: request.id } } }, 'post', {}, {
    customTagReplacement: () => ({ id: responseId, context: xml }),
  });
  return Buffer.from(response.context, 'base64').toString('utf8');
}

/** Reads an AuthnRequest sent by the HTTP-Redirect binding (deflated, base64). */
async function readAuthnRequest(saml: SamlLibrary, encoded: string) {
  const xml = (await inflate(Buffer.from(encoded, 'base64'))).toString('utf8');
  const { request, issuer } = saml.Extractor.extract(xml, [
    { key: 'request', localPath: ['AuthnRequest'], attributes: ['ID', 'AssertionConsumerServiceURL'] },
    { key: 'issuer', localPath: ['AuthnRequest', 'Issuer'], attributes: [] },
  ]) as { request?: { id?: string; assertionConsumerServiceUrl?: string }; issuer?: string };
  if (!request?.id || !issuer || !request.assertionConsumerServiceUrl) {
    throw new Error('Not an AuthnRequest');
  }
  return { id: request.id, issuer, acsUrl: request.assertionConsumerServiceUrl };
}

const formPage = (acsUrl: string, samlResponse: string, relayState: string | undefined) =>
  `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${escape(acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"/>${
    relayState === undefined ? '' : `<input type="hidden" name="RelayState" value="${escape(relayState)}"/>`
  }<noscript><button type="submit">Continue</button></noscript></form></body></html>`;

export async function startSamlIdp(options: { key?: SigningKey } = {}): Promise<SamlIdp> {
  const saml = await loadSamlLibrary();
  const key = options.key ?? createSigningKey();
  let user: SamlUser = { nameId: 'test-user' };
  let nextShape: AnswerShape = {};
  let last: ReturnType<SamlIdp['lastResponse']>;
  let metadataXml = '';
  let entityId = '';

  const server = http.createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', entityId);
    if (url.pathname === '/metadata') {
      outgoing.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadataXml);
      return;
    }
    if (url.pathname !== '/sso' || !url.searchParams.get('SAMLRequest')) {
      outgoing.writeHead(404).end();
      return;
    }
    void readAuthnRequest(saml, url.searchParams.get('SAMLRequest') ?? '').then(
      async (read) => {
        const request = { ...read, idpEntityId: entityId, idpEndpoint: signInEndpoint };
        const shape = nextShape;
        nextShape = {};
        const unsigned = responseXml({ entityId }, request, user, shape);
        const signed = shape.unsigned
          ? unsigned
          : await signResponse(saml, unsigned, request, shape.signingKey ?? key, { signOnlyMessage: shape.signOnlyMessage });
        const xml = `${shape.doctype ?? ''}${shape.tamper ? shape.tamper(signed) : signed}`;
        const samlResponse = Buffer.from(xml, 'utf8').toString('base64');
        const relayState = url.searchParams.get('RelayState') ?? undefined;
        last = { samlResponse, relayState, acsUrl: request.acsUrl };
        outgoing.writeHead(200, { 'content-type': 'text/html' }).end(formPage(request.acsUrl, samlResponse, relayState));
      },
      (error: unknown) => outgoing.writeHead(400).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  entityId = `${base}/idp`;
  const signInEndpoint = `${base}/sso`;
  metadataXml = metadataOf(entityId, signInEndpoint, key);

  return {
    entityId,
    signInEndpoint,
    metadataUrl: `${base}/metadata`,
    metadataXml,
    key,
    signInAs: (next) => {
      user = next;
    },
    answerNext: (shape) => {
      nextShape = shape;
    },
    lastResponse: () => last,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The hidden fields of the IdP's auto-posting form. */
export function readPostedForm(html: string) {
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  const action = /action="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return { action, samlResponse: field('SAMLResponse'), relayState: field('RelayState')?.replace(/&amp;/g, '&') };
}
