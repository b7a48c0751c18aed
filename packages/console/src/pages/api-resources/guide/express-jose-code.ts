import { quote, shellQuote } from '../../../components/guide-steps/code-literals';

export interface ResourceGuideValues {
  issuer: string;
  jwksUri: string;
  /** The API resource indicator: the audience of its access tokens. */
  audience: string;
  /** The scope the example's read route requires; none means any token for this API reads. */
  readScope?: string;
  /** The scope the example's write route requires; the route is left out when the API has none. */
  writeScope?: string;
  tokenEndpoint: string;
  /** Where the example server listens. */
  port?: number;
}

const defaultPort = 4000;
const placeholderReadScope = 'read:orders';

/** Words that make a scope a write permission: `write:orders`, `orders.delete`, `manage-users`. */
const writeWord = /(^|[^a-z])(write|create|update|delete|edit|modify|manage|admin)([^a-z]|$)/i;

/**
 * The scopes of the example routes: a read route must never ask for a write permission, so a
 * reading scope guards `GET` and a writing one guards `POST`.
 */
export function pickExampleScopes(scopeNames: string[]): Pick<ResourceGuideValues, 'readScope' | 'writeScope'> {
  if (scopeNames.length === 0) {
    return { readScope: placeholderReadScope };
  }
  return {
    readScope: scopeNames.find((name) => !writeWord.test(name)),
    writeScope: scopeNames.find((name) => writeWord.test(name)),
  };
}

export const expressJoseInstallCode = 'npm install express jose';

export const expressJoseCode = ({ issuer, jwksUri, audience, readScope, writeScope, port = defaultPort }: ResourceGuideValues) =>
  `import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';

const jwks = createRemoteJWKSet(new URL(${quote(jwksUri)}));

/** Accepts requests whose bearer token was issued for this API and carries every scope given. */
const requireScopes = (...scopes) => async (req, res, next) => {
  const [type, token] = (req.headers.authorization ?? '').split(' ');
  if (type !== 'Bearer' || !token) {
    return res.status(401).json({ error: 'missing_token' });
  }
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer: ${quote(issuer)},
      audience: ${quote(audience)},
    });
    const granted = String(payload.scope ?? '').split(' ');
    if (!scopes.every((scope) => granted.includes(scope))) {
      return res.status(403).json({ error: 'insufficient_scope' });
    }
    req.auth = payload;
    return next();
  } catch {
    return res.status(401).json({ error: 'invalid_token' });
  }
};

const app = express();

app.get('/orders', requireScopes(${readScope ? quote(readScope) : ''}), (req, res) => {
  res.json({ subject: req.auth.sub, scopes: req.auth.scope });
});
${
  writeScope
    ? `
app.post('/orders', requireScopes(${quote(writeScope)}), (req, res) => {
  res.status(201).json({ createdBy: req.auth.sub });
});
`
    : ''
}
app.listen(${port});
`;

export const tryTokenCode = ({ tokenEndpoint, audience, readScope, writeScope, port = defaultPort }: ResourceGuideValues) => {
  const scope = [readScope, writeScope].filter(Boolean).join(' ');
  const ordersUrl = `http://localhost:${port}/orders`;
  return `# A machine-to-machine app with a role granting ${scope || 'access to this API'} gets a token for this API:
curl -X POST ${shellQuote(tokenEndpoint)} \\
  -u '<client-id>:<client-secret>' \\
  -d 'grant_type=client_credentials' \\
  --data-urlencode ${shellQuote(`resource=${audience}`)}${scope ? ` \\\n  --data-urlencode ${shellQuote(`scope=${scope}`)}` : ''}

curl ${ordersUrl} -H 'Authorization: Bearer <access_token>'
${writeScope ? `curl -X POST ${ordersUrl} -H 'Authorization: Bearer <access_token>'\n` : ''}`;
};
