import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../errors/request-error.js';
import { createSigningKey } from '../../../testing/saml-idp.js';
import { checkSsoDomains } from '../domains.js';
import { resolveSamlIdentityProvider } from './identity-provider.js';
import { parseIdpMetadata } from './idp-metadata.js';

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof RequestError ? error.code : String(error);
  }
  return undefined;
};

const metadata = (certificates: string[], binding = 'HTTP-Redirect') => `<?xml version="1.0"?>
<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="https://idp.example.test">
  <IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>ZW5jcnlwdGlvbg==</ds:X509Certificate></ds:X509Data></ds:KeyInfo></KeyDescriptor>
    ${certificates.map((body) => `<KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>\n${body}\n</ds:X509Certificate></ds:X509Data></ds:KeyInfo></KeyDescriptor>`).join('')}
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example.test/post"/>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="https://idp.example.test/redirect"/>
  </IDPSSODescriptor>
</EntityDescriptor>`;

describe('SAML IdP metadata', () => {
  const current = createSigningKey('Current');
  const expired = createSigningKey('Expired', { notBefore: new Date(Date.now() - 2e9), notAfter: new Date(Date.now() - 1e9) });

  it('reads the entity id, the HTTP-Redirect endpoint and only the signing certificates', () => {
    expect(parseIdpMetadata(metadata([current.certificateBody]))).toEqual({
      entityId: 'https://idp.example.test',
      signInEndpoint: 'https://idp.example.test/redirect',
      certificates: [current.certificateBody],
    });
  });

  it('refuses metadata without a redirect endpoint, without signing keys, of another kind, or with a DTD', () => {
    expect(codeOf(() => parseIdpMetadata(metadata([current.certificateBody], 'SOAP')))).toBe('connector.invalid_metadata');
    expect(codeOf(() => parseIdpMetadata(metadata([])))).toBe('connector.invalid_metadata');
    expect(codeOf(() => parseIdpMetadata('<EntityDescriptor entityID="x"/>'))).toBe('connector.invalid_metadata');
    expect(codeOf(() => parseIdpMetadata('<not xml'))).toBe('connector.invalid_metadata');
    expect(codeOf(() => parseIdpMetadata(`<!DOCTYPE a [<!ENTITY b "c">]>${metadata([current.certificateBody])}`))).toBe('single_sign_on.saml_dtd_refused');
  });

  it('keeps the valid certificates of a rollover and refuses a set with none valid', async () => {
    const idp = await resolveSamlIdentityProvider({ metadata: metadata([expired.certificateBody, current.certificateBody]) });
    expect(idp.certificates.map((certificate) => certificate.body)).toEqual([current.certificateBody]);
    await expect(resolveSamlIdentityProvider({ metadata: metadata([expired.certificateBody]) })).rejects.toMatchObject({ code: 'connector.invalid_certificate' });
  });
});

describe('SSO connector domains', () => {
  it('normalises, and refuses malformed, repeated and public email domains', () => {
    expect(checkSsoDomains([' Acme.TEST ', 'sub.acme.test'])).toEqual(['acme.test', 'sub.acme.test']);
    expect(codeOf(() => checkSsoDomains(['acme']))).toBe('single_sign_on.invalid_domain_format');
    expect(codeOf(() => checkSsoDomains(['ann@acme.test']))).toBe('single_sign_on.invalid_domain_format');
    expect(codeOf(() => checkSsoDomains(['acme.test', 'ACME.test']))).toBe('single_sign_on.duplicated_domains');
    expect(codeOf(() => checkSsoDomains(['acme.test', 'Gmail.com']))).toBe('single_sign_on.forbidden_domains');
  });
});
