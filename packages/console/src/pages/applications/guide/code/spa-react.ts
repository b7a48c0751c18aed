import { quote } from '../../../../components/guide-steps/code-literals';

export interface UserAppGuideValues {
  issuer: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export const spaInstallCode = 'npm install oidc-client-ts';

export const spaConfigureCode = ({ issuer, clientId, redirectUri, postLogoutRedirectUri }: UserAppGuideValues) =>
  `import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

export const userManager = new UserManager({
  authority: ${quote(issuer)},
  client_id: ${quote(clientId)},
  redirect_uri: ${quote(redirectUri)},
  post_logout_redirect_uri: ${quote(postLogoutRedirectUri)},
  response_type: 'code',
  scope: 'openid profile offline_access',
  // offline_access is granted with consent only (OpenID Connect Core §11): it brings the refresh token.
  prompt: 'consent',
  userStore: new WebStorageStateStore({ store: window.localStorage }),
});
`;

export const spaSignInCode = ({ redirectUri }: UserAppGuideValues) =>
  `import { useEffect, useRef, useState } from 'react';
import type { User } from 'oidc-client-ts';

import { userManager } from './auth';

export const signIn = () => userManager.signinRedirect();
export const signOut = () => userManager.signoutRedirect();

/** Render this on the route of ${redirectUri} */
export function SignInCallback({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const isHandled = useRef(false);
  useEffect(() => {
    // The code can be exchanged once only (React runs effects twice in development).
    if (!isHandled.current) {
      isHandled.current = true;
      userManager.signinRedirectCallback().then(onSignedIn, console.error);
    }
  }, [onSignedIn]);
  return <p>Signing in…</p>;
}

/** The signed-in user: user.profile holds the claims, user.access_token calls your APIs. */
export function useUser() {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    void userManager.getUser().then(setUser);
    const onLoaded = (next: User) => setUser(next);
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, []);
  return user;
}
`;
