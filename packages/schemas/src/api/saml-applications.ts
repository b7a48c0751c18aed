import { z } from 'zod';

import { applicationTypeGuard } from '../entities/application';
import { idGuard, jsonObjectGuard, timestampGuard } from '../entities/common';
import { webUrlGuard } from '../validation/field-guards';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';

/** SAML 2.0 binding URNs (saml-bindings §3.4, §3.5). */
export const samlBindings = {
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
} as const;
export const samlBindingGuard = z.enum([samlBindings.post, samlBindings.redirect]);

/** NameID formats a SAML application may ask for (saml-core §8.3). */
export const samlNameIdFormats = [
  'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
  'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
] as const;
export const samlNameIdFormatGuard = z.enum(samlNameIdFormats);
export type SamlNameIdFormat = z.infer<typeof samlNameIdFormatGuard>;

/** User claims an attribute of the SAML assertion can carry, by their OIDC names. */
export const samlUserClaims = [
  'sub',
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'email',
  'email_verified',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'phone_number_verified',
  'address',
  'updated_at',
  'username',
  'created_at',
  'custom_data',
  'identities',
  'sso_identities',
  'roles',
  'organizations',
  'organization_data',
  'organization_roles',
] as const;
export const samlUserClaimGuard = z.enum(samlUserClaims);
export type SamlUserClaim = z.infer<typeof samlUserClaimGuard>;

/** SAML attribute names: printable text without markup characters. */
const samlAttributeNameGuard = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[^<>&"'\s][^<>&"']*$/, { error: 'Invalid attribute name' });

/** Claim → SAML attribute name; claims left out are not sent. */
export const samlAttributeMappingGuard = z
  .partialRecord(samlUserClaimGuard, samlAttributeNameGuard)
  .meta({
    description:
      'The SAML attribute name each user claim is sent as; claims left out are not sent.',
  });
export type SamlAttributeMapping = z.infer<typeof samlAttributeMappingGuard>;

/** Where the service provider receives the SAML response. */
export const samlAcsUrlGuard = z.object({
  binding: samlBindingGuard,
  url: webUrlGuard.pipe(z.string().max(2048)),
});
export type SamlAcsUrl = z.infer<typeof samlAcsUrlGuard>;

/** A PEM certificate as sent by an administrator; the server checks it parses and is in date. */
const pemCertificateGuard = z.string().min(1).max(16_384);

/** Assertion encryption towards the service provider (its encryption certificate). */
export const samlEncryptionGuard = z
  .object({
    encryptAssertion: z.boolean(),
    certificate: pemCertificateGuard.optional(),
  })
  .meta({
    description:
      "Encrypt assertions with the service provider's certificate (required when `encryptAssertion`).",
  });
export type SamlEncryption = z.infer<typeof samlEncryptionGuard>;

const nameGuard = z.string().min(1).max(256);
const entityIdGuard = z.string().min(1).max(1024);

/** A SAML application: an application of type SAML with its service provider's settings. */
export const samlApplicationGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    name: nameGuard,
    description: z.string().nullable(),
    type: applicationTypeGuard,
    customData: jsonObjectGuard,
    isThirdParty: z.boolean(),
    createdAt: timestampGuard.meta({ description: 'Epoch milliseconds.' }),
    attributeMapping: samlAttributeMappingGuard,
    entityId: z
      .string()
      .nullable()
      .meta({
        description: "The service provider's entity id (the AuthnRequest issuer and the audience).",
      }),
    acsUrl: samlAcsUrlGuard.nullable(),
    encryption: samlEncryptionGuard.nullable(),
    nameIdFormat: samlNameIdFormatGuard,
    spCertificate: z
      .string()
      .nullable()
      .meta({
        description:
          "The service provider's signing certificate; when set, AuthnRequests must be signed with it.",
      }),
  })
  .meta({ id: 'SamlApplication' });
export type SamlApplication = z.infer<typeof samlApplicationGuard>;

/** The ACS URL as an object, or as a bare URL meaning the HTTP-POST binding. */
const acsUrlInputGuard = z
  .union([samlAcsUrlGuard, webUrlGuard.pipe(z.string().max(2048))])
  .transform((value) =>
    typeof value === 'string' ? { binding: samlBindings.post, url: value } : value,
  );

const samlSettingsFields = {
  description: z.string().max(4096).nullish(),
  customData: jsonObjectGuard.optional(),
  attributeMapping: samlAttributeMappingGuard.optional(),
  entityId: entityIdGuard.nullish(),
  acsUrl: acsUrlInputGuard.nullish(),
  encryption: samlEncryptionGuard.nullish(),
  spCertificate: pemCertificateGuard.nullish(),
};

export const samlApplicationCreateBodyGuard = z.object({
  name: nameGuard,
  ...samlSettingsFields,
  nameIdFormat: samlNameIdFormatGuard.default(samlNameIdFormats[0]),
});
export type SamlApplicationCreateBody = z.input<typeof samlApplicationCreateBodyGuard>;

export const samlApplicationPatchBodyGuard = z.object({
  name: nameGuard.optional(),
  ...samlSettingsFields,
  nameIdFormat: samlNameIdFormatGuard.optional(),
});
export type SamlApplicationPatchBody = z.input<typeof samlApplicationPatchBodyGuard>;

/** A signing certificate of a SAML application; its private key never leaves the server. */
export const samlApplicationSecretGuard = z
  .object({
    id: idGuard,
    certificate: z.string().meta({ description: 'The X.509 certificate, PEM.' }),
    createdAt: timestampGuard,
    expiresAt: timestampGuard,
    active: z.boolean(),
    fingerprints: z.object({
      sha256: z.object({ formatted: z.string(), unformatted: z.string() }),
    }),
  })
  .meta({ id: 'SamlApplicationSecret' });
export type SamlApplicationSecret = z.infer<typeof samlApplicationSecretGuard>;

export const samlApplicationSecretCreateBodyGuard = z.object({
  lifeSpanInYears: z.int().min(1).max(10),
});
export const samlApplicationSecretPatchBodyGuard = z.object({ active: z.boolean() });

const id = pathParams('id');
const secretParams = pathParams('id', 'secretId');
const notFound = 'No SAML application with this id.';

/** `/api/saml-applications`: SAML applications, their signing certificates and IdP metadata. */
export const samlApplicationApi = {
  create: defineEndpoint({
    method: 'post',
    path: '/saml-applications',
    summary: 'Create a SAML application',
    description:
      'Creates the application with a signing certificate valid for three years, active.',
    body: samlApplicationCreateBodyGuard,
    response: samlApplicationGuard,
    status: 201,
    returns: 'The created SAML application.',
    failures: { 400: 'Invalid body.', 422: 'The ACS binding or a certificate is not accepted.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}',
    summary: 'Get a SAML application',
    params: id,
    response: samlApplicationGuard,
    returns: 'The SAML application.',
    failures: { 404: notFound },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/saml-applications/{id}',
    summary: 'Update a SAML application',
    description: 'Partial update; `null` clears a setting.',
    params: id,
    body: samlApplicationPatchBodyGuard,
    response: samlApplicationGuard,
    returns: 'The updated SAML application.',
    failures: {
      400: 'Invalid body.',
      404: notFound,
      422: 'The ACS binding or a certificate is not accepted.',
    },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/saml-applications/{id}',
    summary: 'Delete a SAML application',
    description: 'Deletes the application with its certificates and pending sign-ins.',
    params: id,
    returns: 'Deleted.',
    failures: { 404: notFound },
  }),
  listSecrets: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}/secrets',
    summary: 'List the signing certificates of a SAML application',
    description: 'Oldest first. Private keys are never returned.',
    params: id,
    response: z.array(samlApplicationSecretGuard),
    returns: 'The certificates.',
    failures: { 404: notFound },
  }),
  createSecret: defineEndpoint({
    method: 'post',
    path: '/saml-applications/{id}/secrets',
    summary: 'Create a signing certificate',
    description: 'A new key pair and self-signed certificate, inactive until activated.',
    params: id,
    body: samlApplicationSecretCreateBodyGuard,
    response: samlApplicationSecretGuard,
    status: 201,
    returns: 'The created certificate.',
    failures: { 400: 'Invalid body.', 404: notFound },
  }),
  updateSecret: defineEndpoint({
    method: 'patch',
    path: '/saml-applications/{id}/secrets/{secretId}',
    summary: 'Activate or deactivate a signing certificate',
    description: 'Activating one deactivates the others: responses are signed with the active one.',
    params: secretParams,
    body: samlApplicationSecretPatchBodyGuard,
    response: samlApplicationSecretGuard,
    returns: 'The certificate.',
    failures: { 400: 'Invalid body.', 404: 'No such application or certificate.' },
  }),
  deleteSecret: defineEndpoint({
    method: 'delete',
    path: '/saml-applications/{id}/secrets/{secretId}',
    summary: 'Delete a signing certificate',
    params: secretParams,
    returns: 'Deleted.',
    failures: {
      400: 'The certificate is active (`saml_application.cannot_delete_active_secret`).',
      404: 'No such application or certificate.',
    },
  }),
  metadata: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}/metadata',
    summary: 'Get the IdP metadata of a SAML application',
    description:
      'SAML metadata with the active certificate and both SSO bindings: `text/xml`, or the XML as a JSON string when the caller accepts only JSON.',
    params: id,
    response: z.string(),
    returns: 'The metadata XML.',
    failures: { 404: notFound, 422: 'The application has no active certificate.' },
  }),
} as const;

/** Query of the sign-in's return from the authorization endpoint. */
export const samlCallbackQueryGuard = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().min(1).max(256),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
});

/** An AuthnRequest in the HTTP-Redirect binding (saml-bindings §3.4.4). */
export const samlRedirectAuthnQueryGuard = z.object({
  SAMLRequest: z.string().min(1).max(65_536),
  RelayState: z.string().max(80).optional(),
  SigAlg: z.string().max(256).optional(),
  Signature: z.string().max(4096).optional(),
});

/** An AuthnRequest in the HTTP-POST binding (saml-bindings §3.5.4). */
export const samlPostAuthnBodyGuard = z.object({
  SAMLRequest: z.string().min(1).max(131_072),
  RelayState: z.string().max(80).optional(),
});

/**
 * The end-user side: a service provider's AuthnRequest starts a sign-in, and the sign-in's
 * return produces the SAML response (an auto-submitting form to the ACS URL). Public.
 */
export const samlAuthnApi = {
  redirect: defineEndpoint({
    method: 'get',
    path: '/saml/{id}/authn',
    summary: 'Start SAML sign-in (HTTP-Redirect binding)',
    description: 'Validates the AuthnRequest, then redirects to the sign-in.',
    params: id,
    query: samlRedirectAuthnQueryGuard,
    failures: { 400: 'Invalid SAML request.', 404: notFound },
  }),
  post: defineEndpoint({
    method: 'post',
    path: '/saml/{id}/authn',
    summary: 'Start SAML sign-in (HTTP-POST binding)',
    description:
      'Form-encoded `SAMLRequest` and `RelayState`; validated, then a redirect to the sign-in.',
    params: id,
    failures: { 400: 'Invalid SAML request.', 404: notFound },
  }),
  callback: defineEndpoint({
    method: 'get',
    path: '/saml-applications/{id}/callback',
    summary: 'Finish SAML sign-in',
    description:
      'The sign-in returns here; answers an HTML form that posts the signed SAML response to the ACS URL.',
    params: id,
    query: samlCallbackQueryGuard,
    failures: { 400: 'Unknown or expired sign-in, or the sign-in failed.', 404: notFound },
  }),
} as const;
