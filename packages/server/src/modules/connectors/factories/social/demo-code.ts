import { z } from 'zod';
import { RequestError } from '../../../../errors/request-error.js';
import type { SecretVault } from '../../../../utils/secret-vault.js';

/** The demo targets and how their look-alike is named. */
export const demoTargets = { google: 'Google', github: 'GitHub', discord: 'Discord' } as const;
export type DemoTarget = keyof typeof demoTargets;

const demoCodeGuard = z.object({
  kind: z.literal('social-demo-code'),
  target: z.string(),
  tenantEndpoint: z.string(),
  redirectUri: z.string(),
  sub: z.string(),
  name: z.string(),
  email: z.string().optional(),
  expiresAt: z.number(),
});
export type DemoCode = z.infer<typeof demoCodeGuard>;

const codeLifetimeMs = 5 * 60_000;

/**
 * The demo provider's authorization code: the account the visitor typed, sealed by the server's
 * vault (authenticated encryption), so no table is needed and nobody can forge or read one.
 */
export const sealDemoCode = (vault: SecretVault, code: Omit<DemoCode, 'kind' | 'expiresAt'>) =>
  Buffer.from(vault.encrypt(JSON.stringify({ ...code, kind: 'social-demo-code', expiresAt: Date.now() + codeLifetimeMs }))).toString(
    'base64url',
  );

/** The account of a demo code issued for this tenant, target and redirect URI, or `connector.social_auth_code_invalid`. */
export function openDemoCode(vault: SecretVault, code: string, expected: { target: string; tenantEndpoint: string; redirectUri: string }) {
  let parsed: DemoCode;
  try {
    parsed = demoCodeGuard.parse(JSON.parse(vault.decrypt(Buffer.from(code, 'base64url').toString('utf8'))));
  } catch {
    throw new RequestError('connector.social_auth_code_invalid', 400);
  }
  if (
    parsed.expiresAt < Date.now() ||
    parsed.target !== expected.target ||
    parsed.tenantEndpoint !== expected.tenantEndpoint ||
    parsed.redirectUri !== expected.redirectUri
  ) {
    throw new RequestError('connector.social_auth_code_invalid', 400);
  }
  return parsed;
}
