/** Who called, proven by a verified bearer token. */
export type AuthContext = {
  /** `sub` of the token: a user id, or a client id for machine-to-machine tokens. */
  subject: string;
  /** The tenant whose provider issued the token (the admin tenant for console users). */
  issuerTenantId: string;
  clientId: string | undefined;
  scopes: string[];
  /** `aud` of the token: the resource indicators (or organization) it was issued for. */
  audiences?: string[];
};
