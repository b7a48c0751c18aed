import { quote, shellQuote } from '../../../components/guide-steps/code-literals';

export interface ResourceGuideValues {
  issuer: string;
  jwksUri: string;
  /** The API resource indicator: the audience of its access tokens. */
  audience: string;
  /** A scope of the API for the example route. */
  scope: string;
  tokenEndpoint: string;
}

export const expressJoseInstallCode = 'npm install express jose';

export const expressJoseCode = ({ issuer, jwksUri, audience, scope }: ResourceGuideValues) =>
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

app.get('/orders', requireScopes(${quote(scope)}), (req, res) => {
  res.json({ subject: req.auth.sub, scopes: req.auth.scope });
});

app.listen(4000);
`;

export const tryTokenCode = ({ tokenEndpoint, audience, scope }: ResourceGuideValues) =>
  `# A machine-to-machine app with a role granting ${scope} gets a token for this API:
curl -X POST ${shellQuote(tokenEndpoint)} \\
  -u '<client-id>:<client-secret>' \\
  -d 'grant_type=client_credentials' \\
  --data-urlencode ${shellQuote(`resource=${audience}`)} \\
  --data-urlencode ${shellQuote(`scope=${scope}`)}

curl http://localhost:4000/orders -H 'Authorization: Bearer <access_token>'
`;
