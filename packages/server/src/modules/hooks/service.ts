import { randomBytes } from 'node:crypto';
import type { HookCreate, HookPatch } from '@tessera/schemas';
import { toJson } from '../../db/json.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { deleteHookById, findHookById, insertHook, updateHookById, type HookRow } from './queries.js';
// The webhooks area's events join the catalogue wherever this service is compiled.
import './events.js';

/** A fresh HMAC key: 32 characters of base64url (192 random bits). */
const generateSigningKey = () => randomBytes(24).toString('base64url');

/** The hook, or 404. */
export async function requireHook(scope: TenantScope, id: string): Promise<HookRow> {
  const hook = await findHookById(scope, id);
  if (!hook) {
    throw notFound('hook', id);
  }
  return hook;
}

/** A hook with a new signing key, stored encrypted; enabled unless told otherwise. */
export async function createHook(scope: TenantScope, vault: SecretVault, input: HookCreate) {
  return scope.transaction(async (tx) => {
    const hook = await insertHook(tx, {
      id: generateId(),
      name: input.name,
      events: toJson([...new Set(input.events)]),
      config: toJson(input.config),
      signing_key: vault.encrypt(generateSigningKey()),
      enabled: input.enabled ?? true,
    });
    tx.emit('hook.created', { hookId: hook.id });
    return hook;
  });
}

/** Changes what is given; `config` is replaced as a whole. */
export async function updateHook(scope: TenantScope, id: string, changes: HookPatch) {
  if (Object.values(changes).every((value) => value === undefined)) {
    return requireHook(scope, id);
  }
  return scope.transaction(async (tx) => {
    const updated = await updateHookById(tx, id, {
      name: changes.name,
      events: changes.events ? toJson([...new Set(changes.events)]) : undefined,
      config: changes.config ? toJson(changes.config) : undefined,
      enabled: changes.enabled,
    });
    if (!updated) {
      throw notFound('hook', id);
    }
    tx.emit('hook.data.updated', { hookId: id });
    return updated;
  });
}

/** Deliveries still waiting in the outbox go with the hook. */
export async function deleteHook(scope: TenantScope, id: string) {
  await scope.transaction(async (tx) => {
    if ((await deleteHookById(tx, id)) === 0) {
      throw notFound('hook', id);
    }
    tx.emit('hook.deleted', { hookId: id });
  });
}

/** Deliveries from now on, including retries of earlier events, are signed with the new key. */
export async function regenerateSigningKey(scope: TenantScope, vault: SecretVault, id: string) {
  return scope.transaction(async (tx) => {
    const updated = await updateHookById(tx, id, { signing_key: vault.encrypt(generateSigningKey()) });
    if (!updated) {
      throw notFound('hook', id);
    }
    tx.emit('hook.data.updated', { hookId: id });
    return updated;
  });
}
