import { z } from 'zod';

import { applicationTypeGuard } from '../entities/application';
import { idGuard, jsonObjectGuard, timestampGuard } from '../entities/common';
import { webUrlGuard } from '../validation/field-guards';

/*
 * The data shapes of SAML applications (contracts in saml-applications.ts): bindings, NameID
 * formats, the claims attributes can carry, the application, its bodies and its certificates.
 */

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
    entityId: z.string().nullable().meta({
      description: "The service provider's entity id (the AuthnRequest issuer and the audience).",
    }),
    acsUrl: samlAcsUrlGuard.nullable(),
    encryption: samlEncryptionGuard.nullable(),
    nameIdFormat: samlNameIdFormatGuard,
    spCertificate: z.string().nullable().meta({
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
