/** What the console knows of the signed-in user from the ID token, before `GET me` answers. */
export interface SessionClaims {
  sub: string;
  name?: string;
  username?: string;
  email?: string;
  picture?: string;
}

export interface AuthSession {
  claims: SessionClaims;
}

export interface SignInOptions {
  /** Opens the sign-in app on its registration screen. */
  firstScreen?: 'register';
}

/**
 * The console's view of its OpenID Connect client. The app talks only to this interface, so
 * tests swap in a fake and the library stays behind one file (`oidc-auth-client.ts`).
 */
export interface AuthClient {
  /** The stored session, or undefined when there is none that can still be used or renewed. */
  getSession: () => Promise<AuthSession | undefined>;
  /** A valid access token for the Management API, renewed when due; undefined when it cannot be. */
  getAccessToken: () => Promise<string | undefined>;
  /**
   * A valid access token for another resource the console signed in for (the cloud API in
   * cloud); undefined when it has none or cannot get one.
   */
  getResourceAccessToken: (resource: string) => Promise<string | undefined>;
  /**
   * An organization token (cloud: `t-{tenantId}`, carrying the member's tenant permissions),
   * from the stored refresh token; undefined when it cannot be had.
   */
  getOrganizationToken: (organizationId: string) => Promise<string | undefined>;
  /** Drops the cached organization token, so the next call fetches a fresh one. */
  forgetOrganizationToken: (organizationId: string) => void;
  /** Leaves for the sign-in page. */
  signIn: (options?: SignInOptions) => Promise<void>;
  /** Finishes the sign-in the identity provider returned to `url` with. */
  completeSignIn: (url: string) => Promise<AuthSession>;
  /** Forgets the tokens and leaves for the identity provider's sign-out. */
  signOut: () => Promise<void>;
  /** Forgets the tokens of this browser without leaving the page. */
  forgetSession: () => Promise<void>;
  /** Called whenever the session is stored, renewed or removed. */
  onSessionChange: (listener: (session: AuthSession | undefined) => void) => () => void;
}
