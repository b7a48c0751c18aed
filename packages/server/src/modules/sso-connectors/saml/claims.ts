import type { SamlSsoConfig } from '@tessera/schemas';
import type { SsoIdentityClaims } from '../sso-identity.js';
import type { SamlIdentityProvider } from './identity-provider.js';

/** What the verified assertion says about the user: its subject and attributes. */
export type SamlSubject = { nameId: string; nameIdFormat?: string; attributes: Record<string, unknown> };

const text = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
};

const emailClaims = ['email', 'mail', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];
const nameClaims = ['name', 'displayName', 'http://schemas.microsoft.com/identity/claims/displayname', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name'];
const avatarClaims = ['avatar', 'picture'];

/** The identity in a validated assertion, read through the connector's attribute mapping. */
export function claimsOf(subject: SamlSubject, idp: SamlIdentityProvider, mapping: SamlSsoConfig['attributeMapping'] = {}): SsoIdentityClaims {
  const { attributes, nameId } = subject;
  const pick = (mapped: string | undefined, names: string[]) =>
    text(mapped ? attributes[mapped] : undefined) ?? names.map((name) => text(attributes[name])).find(Boolean);
  const email = pick(mapping.email, emailClaims) ?? (nameId.includes('@') ? nameId : undefined);
  const name = pick(mapping.name, nameClaims);
  const avatar = pick(mapping.avatar, avatarClaims);
  return {
    issuer: idp.entityId,
    identityId: pick(mapping.id, []) ?? nameId,
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(avatar ? { avatar } : {}),
    detail: { nameID: nameId, ...(subject.nameIdFormat ? { nameIDFormat: subject.nameIdFormat } : {}), attributes },
  };
}
