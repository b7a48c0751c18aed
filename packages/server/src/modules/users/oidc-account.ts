/**
 * What the users area needs of the OIDC provider's storage for one account; the provider
 * registry gives it (see `oidc/account-models.ts`), tests may give a fake.
 */
export type OidcAccountStore = {
  /** Live sessions or grants of an account, with their provider payloads. */
  listAccountModels: (
    tenantId: string,
    accountId: string,
    modelName: 'Session' | 'Grant',
  ) => Promise<{ id: string; payload: Record<string, unknown>; expiresAt: Date }[]>;
  endSession: (tenantId: string, sessionId: string) => Promise<void>;
  /** Revokes a grant and every code and token issued under it. */
  endGrant: (tenantId: string, grantId: string) => Promise<void>;
};
