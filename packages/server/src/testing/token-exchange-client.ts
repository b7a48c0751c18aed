import { tokenExchangeGrantType } from '@tessera/schemas';
import { expect } from 'vitest';
import type { ApiClient } from './api-client.js';
import type { TestServer } from './test-server.js';

/** An application's id and secret, as the token endpoint's client authentication takes them. */
export type ExchangeClient = { id: string; secret: string };

export type ExchangeAnswer = {
  status: number;
  body: {
    access_token?: string;
    issued_token_type?: string;
    token_type?: string;
    scope?: string;
    refresh_token?: string;
    error?: string;
    error_description?: string;
  };
};

/** A confidential application of the default tenant, created through the Management API. */
export async function createExchangeClient(api: ApiClient, body: Record<string, unknown>): Promise<ExchangeClient> {
  const response = await api.post<{ id: string; secret: string }>('/applications', {
    oidcClientMetadata: { redirectUris: ['https://rp.example.com/cb'], postLogoutRedirectUris: [] },
    ...body,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { id: response.body.id, secret: response.body.secret };
}

/** One token exchange at the default tenant's token endpoint, as a raw request so refusals can be read. */
export async function exchangeToken(
  server: TestServer,
  client: ExchangeClient,
  parameters: Record<string, string>,
): Promise<ExchangeAnswer> {
  const response = await fetch(`${server.url}/oidc/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: tokenExchangeGrantType, ...parameters }),
  });
  return { status: response.status, body: (await response.json()) as ExchangeAnswer['body'] };
}
