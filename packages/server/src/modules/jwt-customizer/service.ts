import {
  accessTokenJwtCustomizerGuard,
  clientCredentialsJwtCustomizerGuard,
  customJwtTokenTypePathGuard,
  jwtCustomizerConfigKeys,
  type CustomJwtTokenTypePath,
  type JwtCustomizer,
  type JwtCustomizerListItem,
  type JwtCustomizerPatch,
} from '@tessera/schemas';
import { z } from 'zod';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { deleteTenantConfigByKey, findTenantConfigByKey, upsertTenantConfig } from '../tenant-configs/queries.js';
import './events.js';

const guards = {
  'access-token': accessTokenJwtCustomizerGuard,
  'client-credentials': clientCredentialsJwtCustomizerGuard,
} as const;

/** The scripts a tenant runs when issuing tokens, by token type; absent types run none. */
export type StoredJwtCustomizers = Partial<Record<CustomJwtTokenTypePath, JwtCustomizer>>;

/** A stored value that no longer fits the contract counts as unset, never as a 500. */
async function findStored(scope: TenantScope, path: CustomJwtTokenTypePath): Promise<JwtCustomizer | undefined> {
  const value = await findTenantConfigByKey(scope, jwtCustomizerConfigKeys[path]);
  const parsed = value === undefined ? undefined : guards[path].safeParse(value);
  return parsed?.success ? parsed.data : undefined;
}

/** Checks settings against the token type's own contract (a body may fit the other one). */
function parseFor(path: CustomJwtTokenTypePath, value: unknown): JwtCustomizer {
  const parsed = guards[path].safeParse(value);
  if (!parsed.success) {
    throw new RequestError('guard.invalid_input', 400, undefined, z.prettifyError(parsed.error));
  }
  return parsed.data;
}

const change = <T>(scope: TenantScope, path: CustomJwtTokenTypePath, work: (tx: TenantScope) => Promise<T>) =>
  scope.transaction(async (tx) => {
    await tx.lockForTransaction(`tenant-config:${jwtCustomizerConfigKeys[path]}`);
    return work(tx);
  });

/** Every token type that has a script, for the list. */
export async function findJwtCustomizers(scope: TenantScope): Promise<JwtCustomizerListItem[]> {
  const stored = await findStoredJwtCustomizers(scope);
  return customJwtTokenTypePathGuard.options.flatMap((path) => {
    const value = stored[path];
    return value ? [{ key: jwtCustomizerConfigKeys[path], value } as JwtCustomizerListItem] : [];
  });
}

/** The scripts of both token types, as the OIDC provider reads them when it is built. */
export async function findStoredJwtCustomizers(scope: TenantScope): Promise<StoredJwtCustomizers> {
  const [accessToken, clientCredentials] = await Promise.all([
    findStored(scope, 'access-token'),
    findStored(scope, 'client-credentials'),
  ]);
  return {
    ...(accessToken && { 'access-token': accessToken }),
    ...(clientCredentials && { 'client-credentials': clientCredentials }),
  };
}

/** The token type's settings; 404 `entity.not_found` while it has none. */
export async function requireJwtCustomizer(scope: TenantScope, path: CustomJwtTokenTypePath): Promise<JwtCustomizer> {
  const customizer = await findStored(scope, path);
  if (!customizer) {
    throw new RequestError('entity.not_found', 404);
  }
  return customizer;
}

/** Creates or replaces the token type's settings; `created` tells which. */
export async function upsertJwtCustomizer(
  scope: TenantScope,
  path: CustomJwtTokenTypePath,
  body: unknown,
): Promise<{ customizer: JwtCustomizer; created: boolean }> {
  const customizer = parseFor(path, body);
  return change(scope, path, async (tx) => {
    const created = (await findTenantConfigByKey(tx, jwtCustomizerConfigKeys[path])) === undefined;
    await upsertTenantConfig(tx, jwtCustomizerConfigKeys[path], customizer);
    tx.emit('jwt_customizer.data.updated', { tokenTypePath: path, deleted: false });
    return { customizer, created };
  });
}

/** Changes the fields sent; the result must still fit the token type's contract. */
export async function updateJwtCustomizer(
  scope: TenantScope,
  path: CustomJwtTokenTypePath,
  patch: JwtCustomizerPatch,
): Promise<JwtCustomizer> {
  return change(scope, path, async (tx) => {
    const customizer = parseFor(path, { ...(await requireJwtCustomizer(tx, path)), ...patch });
    await upsertTenantConfig(tx, jwtCustomizerConfigKeys[path], customizer);
    tx.emit('jwt_customizer.data.updated', { tokenTypePath: path, deleted: false });
    return customizer;
  });
}

export async function deleteJwtCustomizer(scope: TenantScope, path: CustomJwtTokenTypePath): Promise<void> {
  await change(scope, path, async (tx) => {
    if (!(await deleteTenantConfigByKey(tx, jwtCustomizerConfigKeys[path]))) {
      throw new RequestError('entity.not_found', 404);
    }
    tx.emit('jwt_customizer.data.updated', { tokenTypePath: path, deleted: true });
  });
}
