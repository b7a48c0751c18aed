const base64Url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A JWT carrying `payload`, with a dummy signature: the console never verifies, the server does. */
export const fakeJwt = (payload: Record<string, unknown>) =>
  `${base64Url({ alg: 'ES256', typ: 'at+jwt' })}.${base64Url(payload)}.signature`;
