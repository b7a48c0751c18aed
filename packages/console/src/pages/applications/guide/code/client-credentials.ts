import { quote, secretPlaceholder, shellQuote } from '../../../../components/guide-steps/code-literals';

export interface MachineGuideValues {
  tokenEndpoint: string;
  clientId: string;
  /** The API resource indicator the token is for. */
  resource: string;
  /** Space-separated scope names. */
  scope: string;
  /** An endpoint of the API to call; a placeholder under the indicator when not given. */
  callUrl?: string;
}

export const clientCredentialsCurl = ({ tokenEndpoint, clientId, resource, scope }: MachineGuideValues) =>
  [
    `curl -X POST ${shellQuote(tokenEndpoint)} \\`,
    `  -u ${shellQuote(`${clientId}:${secretPlaceholder}`)} \\`,
    `  -H 'Content-Type: application/x-www-form-urlencoded' \\`,
    `  -d 'grant_type=client_credentials' \\`,
    `  --data-urlencode ${shellQuote(`resource=${resource}`)}${scope ? ' \\' : ''}`,
    ...(scope ? [`  --data-urlencode ${shellQuote(`scope=${scope}`)}`] : []),
    '',
  ].join('\n');

export const clientCredentialsFetch = ({ tokenEndpoint, clientId, resource, scope }: MachineGuideValues) =>
  `const clientId = ${quote(clientId)};
const clientSecret = process.env.APP_SECRET; // <your-app-secret>

const response = await fetch(${quote(tokenEndpoint)}, {
  method: 'POST',
  headers: {
    Authorization: \`Basic \${Buffer.from(\`\${clientId}:\${clientSecret}\`).toString('base64')}\`,
    'Content-Type': 'application/x-www-form-urlencoded',
  },
  body: new URLSearchParams({
    grant_type: 'client_credentials',
    resource: ${quote(resource)},
    scope: ${quote(scope)},
  }),
});
if (!response.ok) {
  throw new Error(\`Token request failed: \${response.status}\`);
}
const { access_token: accessToken, expires_in: expiresIn } = await response.json();
`;

/** An endpoint of the API: under the indicator when it is a web address. */
const endpointOf = (resource: string) =>
  /^https?:\/\//.test(resource)
    ? new URL('your-endpoint', resource.endsWith('/') ? resource : `${resource}/`).href
    : 'https://api.example.com/your-endpoint';

export const callApiCode = ({ resource, callUrl }: MachineGuideValues) =>
  `const result = await fetch(${quote(callUrl ?? endpointOf(resource))}, {
  headers: { Authorization: \`Bearer \${accessToken}\` },
});
`;
