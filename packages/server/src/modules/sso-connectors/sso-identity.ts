import type { JsonObject } from '@tessera/schemas';

/** Who an identity provider says signed in, whatever the protocol. */
export type SsoIdentityClaims = {
  /** The IdP: the OIDC issuer or the SAML entity id. */
  issuer: string;
  /** The subject at the IdP: `sub`, or the SAML NameID. */
  identityId: string;
  email?: string;
  name?: string;
  avatar?: string;
  /** What the IdP sent, kept on the identity for administrators. */
  detail: JsonObject;
};
