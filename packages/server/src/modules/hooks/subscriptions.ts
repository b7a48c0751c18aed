import type { HookEvent } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { hookSubscriptionsRead } from './outbox.js';
import { findEnabledHookSubscriptions } from './queries.js';

/**
 * Whether an enabled hook of the tenant subscribes to `hookEvent`, from the cached list the
 * outbox fans events out with (dropped on every instance by the hook events). A change whose
 * event no hook listens to writes no outbox row, so it needs no transaction for its event.
 */
export async function isHookEventSubscribed(scope: TenantScope, hookEvent: HookEvent): Promise<boolean> {
  const hooks = await scope.cached(hookSubscriptionsRead, findEnabledHookSubscriptions);
  return hooks.some((hook) => hook.events.includes(hookEvent));
}
