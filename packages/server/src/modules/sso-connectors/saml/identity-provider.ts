import type { SamlSsoConfig } from '@tessera/schemas';
import { RequestError } from '../../../errors/request-error.js';
import { fetchIdpDocument } from '../fetch-document.js';
import { readSigningCertificate, type SigningCertificate } from './certificate.js';
import { parseIdpMetadata, type ParsedIdpMetadata } from './idp-metadata.js';

/** A SAML IdP as a connector trusts it: where to send requests, whose signatures to accept. */
export type SamlIdentityProvider = {
  entityId: string;
  signInEndpoint: string;
  certificates: SigningCertificate[];
};

const missingFields = (fields: string[]) =>
  new RequestError(
    'connector.invalid_config',
    400,
    { reason: `missing ${fields.join(', ')}` },
    'Give metadataUrl, metadata, or entityId, signInEndpoint and x509Certificate.',
  );

async function readMetadata(config: SamlSsoConfig): Promise<ParsedIdpMetadata> {
  if (config.metadata?.trim()) {
    return parseIdpMetadata(config.metadata);
  }
  if (config.metadataUrl) {
    return parseIdpMetadata(await fetchIdpDocument(config.metadataUrl, 'application/samlmetadata+xml, application/xml, text/xml'));
  }
  const missing = (['entityId', 'signInEndpoint', 'x509Certificate'] as const).filter((key) => !config[key]);
  if (missing.length > 0) {
    throw missingFields(missing);
  }
  return {
    entityId: config.entityId ?? '',
    signInEndpoint: config.signInEndpoint ?? '',
    certificates: [config.x509Certificate ?? ''],
  };
}

/**
 * The IdP of a SAML connector, from its metadata (the XML given, else fetched from the URL) or
 * from the fields given by hand. Its certificates must be valid now: the expired ones of a
 * rollover are dropped, and with none left 400 `connector.invalid_certificate`.
 */
export async function resolveSamlIdentityProvider(config: SamlSsoConfig, now = new Date()): Promise<SamlIdentityProvider> {
  const metadata = await readMetadata(config);
  const certificates: SigningCertificate[] = [];
  let firstError: unknown;
  for (const text of metadata.certificates) {
    try {
      certificates.push(readSigningCertificate(text, now));
    } catch (error) {
      firstError ??= error;
    }
  }
  if (certificates.length === 0) {
    throw firstError;
  }
  return { entityId: metadata.entityId, signInEndpoint: metadata.signInEndpoint, certificates };
}
