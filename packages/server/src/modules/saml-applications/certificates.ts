import { createHash, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { RequestError } from '../../errors/request-error.js';

export type SigningKeyPair = { privateKeyPem: string; certificatePem: string; expiresAt: Date };

/**
 * A new RSA-2048 key pair (node:crypto) with a self-signed X.509 certificate over it (node-forge
 * builds and signs the certificate, SHA-256). The subject names the issuer entity.
 */
export function createSigningKeyPair(
  commonName: string,
  lifeSpanInYears: number,
  now = new Date(),
): SigningKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial number (RFC 5280 §4.1.2.2): the leading byte stays below 0x80.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = now;
  const expiresAt = new Date(now);
  expiresAt.setFullYear(expiresAt.getFullYear() + lifeSpanInYears);
  certificate.validity.notAfter = expiresAt;
  const name = [{ name: 'commonName', value: commonName.slice(0, 64) }];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true },
  ]);
  certificate.sign(
    forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey,
    forge.md.sha256.create(),
  );
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(certificate), expiresAt };
}

/** SHA-256 of the certificate's DER, as hex and colon-separated upper-case hex. */
export function fingerprintsOf(certificatePem: string) {
  const unformatted = createHash('sha256')
    .update(new X509Certificate(certificatePem).raw)
    .digest('hex');
  const formatted = unformatted.toUpperCase().match(/.{2}/g)?.join(':') ?? '';
  return { sha256: { formatted, unformatted } };
}

/** The base64 body of a PEM certificate, as metadata and KeyInfo carry it. */
export const certificateBody = (pem: string) =>
  pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/**
 * An administrator's certificate (a service provider's): one PEM X.509 certificate, in date.
 * A bare base64 body (as metadata shows it) is accepted and wrapped. Answers the normalized PEM.
 */
export function acceptCertificate(input: string, field: string, now = new Date()): string {
  const trimmed = input.trim();
  const pem = trimmed.startsWith('-----BEGIN CERTIFICATE-----')
    ? trimmed
    : `-----BEGIN CERTIFICATE-----\n${(trimmed.replace(/\s+/g, '').match(/.{1,64}/g) ?? []).join('\n')}\n-----END CERTIFICATE-----`;
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch {
    throw new RequestError('saml_application.invalid_certificate', 422, { field });
  }
  if (
    new Date(certificate.validTo).getTime() <= now.getTime() ||
    new Date(certificate.validFrom).getTime() > now.getTime()
  ) {
    throw new RequestError('saml_application.certificate_out_of_date', 422, { field });
  }
  return certificate.toString();
}
