import { execFileSync } from 'node:child_process';
import { cliEntry } from './paths.js';

export type M2mCredentials = {
  clientId: string;
  clientSecret: string;
  tokenEndpoint: string;
  resource: string;
};

/**
 * Runs the CLI's create-m2m against a data dir (before the server holds its lock), or against
 * the PostgreSQL database `databaseUrl` names.
 */
export function createM2mWithCli(dataDir: string, name: string, databaseUrl = ''): M2mCredentials {
  const output = execFileSync(process.execPath, [cliEntry, 'create-m2m', '--name', name], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WORKERS: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(output.slice(output.indexOf('{'))) as M2mCredentials;
}

export const basicAuth = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** A client_credentials token from the given server. */
export async function fetchToken(url: string, credentials: { clientId: string; clientSecret: string }, form: Record<string, string>) {
  const response = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: {
      Authorization: basicAuth(credentials.clientId, credentials.clientSecret),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...form }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string };
  if (!body.access_token) {
    throw new Error(`Token request failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** JSON calls to the Management API with a bearer token; failures throw with the body. */
export const managementApi = (url: string, token: string) => async <T>(method: string, path: string, body?: unknown) => {
  const response = await fetch(`${url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
};
