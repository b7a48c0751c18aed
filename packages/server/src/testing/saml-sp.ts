import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigningKeyPair } from '../modules/saml-applications/certificates.js';
import { loadSamlLibrary } from '../federation/saml/saml-library.js';

export type SamlAssertion = {
  nameID: string;
  audience: string;
  issuer: string;
  attributes: Record<string, unknown>;
  inResponseTo: string;
};

export type SamlServiceProvider = {
  /** `http://127.0.0.1:{port}`. */
  url: string;
  entityId: string;
  acsUrl: string;
  /** The SP's signing certificate (PEM), to register at the IdP when requests are signed. */
  certificate: string;
  /** The SP's encryption certificate (PEM), for IdPs that encrypt assertions to it. */
  encryptionCertificate: string;
  /** Trusts this IdP metadata from now on (what an administrator pastes into a real SP). */
  trustIdp: (metadataXml: string) => void;
  /** An HTTP-Redirect binding AuthnRequest URL to the trusted IdP. */
  redirectLoginUrl: (
    relayState?: string,
    forceAuthn?: boolean,
  ) => Promise<{ url: string; requestId: string }>;
  /** An HTTP-POST binding AuthnRequest: where to post and the form fields. */
  postLoginForm: (
    relayState?: string,
  ) => Promise<{ url: string; requestId: string; fields: Record<string, string> }>;
  /** Verifies a posted SAMLResponse like the ACS endpoint does. */
  verifyResponse: (samlResponse: string) => Promise<SamlAssertion>;
  /** What the ACS endpoint received: a verified assertion or the reason it was refused. */
  received: ({ assertion: SamlAssertion; relayState?: string } | { error: string })[];
  close: () => Promise<void>;
};

/**
 * A real SAML service provider built with the same library as the IdP, on a local port: `GET
 * /login` starts SP-initiated sign-in (HTTP-Redirect), `POST /acs` verifies the response's
 * signature, audience, destination and validity window and shows who signed in.
 */
export async function startSamlServiceProvider(
  options: { signRequests?: boolean; encryptedAssertions?: boolean } = {},
): Promise<SamlServiceProvider> {
  const saml = await loadSamlLibrary();
  const keys = createSigningKeyPair('Test SP', 1);
  const encryptionKeys = createSigningKeyPair('Test SP encryption', 1);
  const received: SamlServiceProvider['received'] = [];
  let idp: ReturnType<typeof saml.IdentityProvider> | undefined;
  let sp: ReturnType<typeof saml.ServiceProvider> | undefined;

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/metadata`;
  const acsUrl = `${url}/acs`;

  const requireParties = () => {
    if (!idp || !sp) {
      throw new Error('trustIdp first');
    }
    return { idp, sp };
  };

  const verifyResponse = async (samlResponse: string): Promise<SamlAssertion> => {
    const parties = requireParties();
    const result = await parties.sp.parseLoginResponse(parties.idp, 'post', {
      body: { SAMLResponse: samlResponse },
    });
    const extract = result.extract as {
      nameID: string;
      audience: string;
      issuer: string;
      attributes: Record<string, unknown>;
      response: { inResponseTo: string; destination: string };
    };
    if (extract.audience !== entityId || extract.response.destination !== acsUrl) {
      throw new Error('ERR_WRONG_AUDIENCE_OR_DESTINATION');
    }
    return {
      nameID: extract.nameID,
      audience: extract.audience,
      issuer: extract.issuer,
      attributes: extract.attributes,
      inResponseTo: extract.response.inResponseTo,
    };
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    if (request.method === 'GET' && request.url?.startsWith('/login')) {
      const { url: location } = await redirectLoginUrl('from-login');
      response.writeHead(302, { Location: location }).end();
      return;
    }
    if (request.method === 'POST' && request.url === '/acs') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) {
        chunks.push(chunk as Buffer);
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      try {
        const assertion = await verifyResponse(form.get('SAMLResponse') ?? '');
        received.push({
          assertion,
          ...(form.get('RelayState') && { relayState: form.get('RelayState') ?? '' }),
        });
        const email = String(assertion.attributes.email ?? assertion.nameID);
        response
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end(`<h1 id="signed-in">Signed in as ${email.replace(/[<>&]/g, '')}</h1>`);
      } catch (error) {
        received.push({ error: error instanceof Error ? error.message : String(error) });
        response.writeHead(403, { 'Content-Type': 'text/plain' }).end('refused');
      }
      return;
    }
    response.writeHead(404).end();
  }

  async function redirectLoginUrl(relayState?: string, forceAuthn = false) {
    const parties = requireParties();
    const login = parties.sp.createLoginRequest(parties.idp, 'redirect', {
      ...(relayState && { relayState }),
      ...(forceAuthn && { forceAuthn }),
    }) as {
      id: string;
      context: string;
    };
    return { url: login.context, requestId: login.id };
  }

  return {
    url,
    entityId,
    acsUrl,
    certificate: keys.certificatePem,
    encryptionCertificate: encryptionKeys.certificatePem,
    trustIdp(metadataXml) {
      idp = saml.IdentityProvider({
        metadata: metadataXml,
        isAssertionEncrypted: Boolean(options.encryptedAssertions),
      });
      sp = saml.ServiceProvider({
        entityID: entityId,
        authnRequestsSigned: Boolean(options.signRequests),
        wantAssertionsSigned: true,
        // An encrypted assertion is signed inside; the message around it is not.
        wantMessageSigned: !options.encryptedAssertions,
        privateKey: keys.privateKeyPem,
        ...(options.encryptedAssertions && { encPrivateKey: encryptionKeys.privateKeyPem }),
        signingCert: keys.certificatePem,
        assertionConsumerService: [
          { Binding: saml.Constants.namespace.binding.post, Location: acsUrl },
        ],
      });
    },
    redirectLoginUrl,
    async postLoginForm(relayState) {
      const parties = requireParties();
      const login = parties.sp.createLoginRequest(parties.idp, 'post') as {
        id: string;
        context: string;
        entityEndpoint: string;
        relayState?: string;
      };
      return {
        url: login.entityEndpoint,
        requestId: login.id,
        fields: { SAMLRequest: login.context, ...(relayState && { RelayState: relayState }) },
      };
    },
    verifyResponse,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
