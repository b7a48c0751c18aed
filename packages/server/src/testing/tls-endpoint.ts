import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

export type TlsEndpoint = {
  port: number;
  /** The self-signed certificate, for the client to trust (PEM). */
  certificatePem: string;
  /** Requests answered so far, as `METHOD path` with the name the client asked for. */
  requests: { method: string; path: string; servername: string | undefined }[];
  close: () => Promise<void>;
};

/** A self-signed certificate valid for `hostName` (subject alternative name), for one day. */
function selfSignedCertificate(hostName: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const subject = [{ name: 'commonName', value: hostName }];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'subjectAltName', altNames: [{ type: 2, value: hostName }] },
  ]);
  certificate.sign(forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
  return { keyPem, certificatePem: forge.pki.certificateToPem(certificate) };
}

/** A real HTTPS server on 127.0.0.1 presenting a certificate for `hostName`; answers 200 to all. */
export async function startTlsEndpoint(hostName: string): Promise<TlsEndpoint> {
  const { keyPem, certificatePem } = selfSignedCertificate(hostName);
  const requests: TlsEndpoint['requests'] = [];
  const server: Server = createServer({ key: keyPem, cert: certificatePem }, (request, response) => {
    const servername = (request.socket as { servername?: string }).servername;
    requests.push({ method: request.method ?? '', path: request.url ?? '', servername });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    certificatePem,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
