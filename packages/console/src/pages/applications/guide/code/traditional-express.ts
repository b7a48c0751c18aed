import { quote } from '../../../../components/guide-steps/code-literals';
import type { UserAppGuideValues } from './spa-react';

export const traditionalInstallCode = 'npm install express express-session openid-client';

const pathOf = (uri: string) => {
  try {
    return new URL(uri).pathname;
  } catch {
    return '/callback';
  }
};

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A local redirect URI names the port the server must listen on, or the callback never reaches
 * it; behind a public address the port is the deployment's choice.
 */
const portOf = (uri: string) => {
  try {
    const url = new URL(uri);
    return localHosts.has(url.hostname) && url.port ? url.port : '3000';
  } catch {
    return '3000';
  }
};

export const traditionalServerCode = ({ issuer, clientId, redirectUri, postLogoutRedirectUri }: UserAppGuideValues) => {
  // openid-client refuses plain http unless told otherwise (a local issuer, say).
  const discoveryOptions = issuer.startsWith('http:') ? ',\n  { execute: [client.allowInsecureRequests] }' : '';
  return `import express from 'express';
import session from 'express-session';
import * as client from 'openid-client';

const redirectUri = ${quote(redirectUri)};
const config = await client.discovery(
  new URL(${quote(issuer)}),
  ${quote(clientId)},
  undefined,
  client.ClientSecretBasic(process.env.APP_SECRET), // <your-app-secret>${discoveryOptions}
);

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get('/sign-in', async (req, res) => {
  const codeVerifier = client.randomPKCECodeVerifier();
  req.session.codeVerifier = codeVerifier;
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  res.redirect(url.href);
});

app.get(${quote(pathOf(redirectUri))}, async (req, res) => {
  const currentUrl = new URL(req.originalUrl, redirectUri);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: req.session.codeVerifier,
  });
  req.session.idToken = tokens.id_token;
  req.session.user = tokens.claims();
  res.redirect('/');
});

app.get('/sign-out', (req, res) => {
  const url = client.buildEndSessionUrl(config, {
    id_token_hint: req.session.idToken,
    post_logout_redirect_uri: ${quote(postLogoutRedirectUri)},
  });
  req.session.destroy(() => res.redirect(url.href));
});

app.get('/', (req, res) => {
  res.send(req.session.user ? \`Signed in as \${req.session.user.sub}\` : '<a href="/sign-in">Sign in</a>');
});

app.listen(${portOf(redirectUri)});
`;
};
