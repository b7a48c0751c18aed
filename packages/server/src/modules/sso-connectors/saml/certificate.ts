import { X509Certificate } from 'node:crypto';
import { RequestError } from '../../../errors/request-error.js';

const invalidCertificate = (reason: string) => new RequestError('connector.invalid_certificate', 400, { reason }, reason);

/** The base64 body of a PEM or bare certificate, whitespace removed. */
const bodyOf = (text: string) =>
  text
    .replace(/-----BEGIN CERTIFICATE-----/g, '')
    .replace(/-----END CERTIFICATE-----/g, '')
    .replace(/\s+/g, '');

export const toPem = (body: string) => `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;

export type SigningCertificate = { pem: string; body: string; expiresAt: number };

/**
 * An IdP signing certificate, PEM or bare base64: it must parse as X.509 and be valid now (400
 * `connector.invalid_certificate` otherwise), so a connector never trusts a dead key.
 */
export function readSigningCertificate(text: string, now = new Date()): SigningCertificate {
  const body = bodyOf(text);
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) {
    throw invalidCertificate('Not a PEM or base64 certificate.');
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(body, 'base64'));
  } catch {
    throw invalidCertificate('Not an X.509 certificate.');
  }
  const notBefore = new Date(certificate.validFrom).getTime();
  const notAfter = new Date(certificate.validTo).getTime();
  if (notAfter <= now.getTime()) {
    throw invalidCertificate(`Expired on ${certificate.validTo}.`);
  }
  if (notBefore > now.getTime()) {
    throw invalidCertificate(`Not valid before ${certificate.validFrom}.`);
  }
  return { pem: toPem(body), body, expiresAt: notAfter };
}
