import type { SamlAttributeMapping, SamlNameIdFormat } from '@tessera/schemas';
import { randomUUID } from 'node:crypto';

/** A user's claims by their OIDC names, as the provider's account lookup answers them. */
export type UserClaims = Record<string, unknown> & { sub: string };

/** A claim as attribute text: objects and lists as JSON, nothing for absent values. */
const asText = (value: unknown): string | undefined => {
  if (value === undefined || value === null) {
    return undefined;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** Profile fields of the user (camelCase in storage) under their claim names. */
export function profileClaims(profile: Record<string, unknown>): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profile)) {
    claims[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value;
  }
  return claims;
}

/** The values of a claim: one per element of a list (roles, organizations), else one. */
const valuesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((item) => asText(item) ?? [])
    : [asText(value)].filter((text): text is string => text !== undefined);

/**
 * The attributes the application's mapping sends, in the mapping's order, each with its values
 * (a list claim gives one AttributeValue per element, saml-core §2.7.3.1); absent claims are left out.
 */
export function mapAttributes(claims: UserClaims, mapping: SamlAttributeMapping) {
  return Object.entries(mapping).flatMap(([claim, name]) => {
    const values = valuesOf(claims[claim]);
    return values.length === 0 || !name ? [] : [{ name, values }];
  });
}

/**
 * The NameID of the response (saml-core §8.3): the user id for persistent and unspecified, the
 * email for emailAddress (the user id when the user has none), a fresh value for transient.
 */
export function nameIdOf(claims: UserClaims, format: SamlNameIdFormat): string {
  switch (format) {
    case 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress': {
      return asText(claims.email) ?? claims.sub;
    }
    case 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient': {
      return `_${randomUUID()}`;
    }
    default: {
      return claims.sub;
    }
  }
}
