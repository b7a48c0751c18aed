import {
  accountCenterFieldsGuard,
  accountCenterGuard,
  type AccountCenter,
  type AccountCenterField,
  type AccountCenterPatch,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findTenantConfigByKey, upsertTenantConfig } from '../tenant-configs/queries.js';

/** Where the setting is stored in `tenant_configs`: one JSON value per tenant, no table of its own. */
export const accountCenterConfigKey = 'accountCenter';

const storedGuard = accountCenterGuard.omit({ tenantId: true, id: true }).extend({ fields: accountCenterFieldsGuard.strip() });

/** Until the tenant turns it on, the account API is off and every field `Off`. */
const defaults = (tenantId: string): AccountCenter => ({
  tenantId,
  id: 'default',
  enabled: false,
  fields: {},
  webauthnRelatedOrigins: [],
  deleteAccountUrl: null,
  customCss: null,
  profileFields: null,
});

export async function findAccountCenter(scope: TenantScope): Promise<AccountCenter> {
  const stored = storedGuard.partial().safeParse(await findTenantConfigByKey(scope, accountCenterConfigKey));
  return { ...defaults(scope.tenantId), ...(stored.success ? stored.data : {}) };
}

/** Changes the given settings under a lock, so two partial updates at once both land. */
export function updateAccountCenter(scope: TenantScope, patch: AccountCenterPatch): Promise<AccountCenter> {
  return scope.transaction(async (tx) => {
    await tx.lockForTransaction(`tenant-config:${accountCenterConfigKey}`);
    const { tenantId: _tenantId, id: _id, ...current } = await findAccountCenter(tx);
    const next = { ...current, ...patch };
    await upsertTenantConfig(tx, accountCenterConfigKey, next);
    return { tenantId: tx.tenantId, id: 'default', ...next };
  });
}

/** 403 `account_center.disabled` while the tenant has the account API off. */
export function assertAccountCenterEnabled(settings: AccountCenter) {
  if (!settings.enabled) {
    throw new RequestError('account_center.disabled', 403);
  }
}

/** Reading needs the field at least `ReadOnly`; changing it needs `Edit` (403 otherwise). */
export function assertFieldAllowed(settings: AccountCenter, field: AccountCenterField, access: 'read' | 'edit') {
  assertAccountCenterEnabled(settings);
  const control = settings.fields[field] ?? 'Off';
  if (control === 'Off' || (access === 'edit' && control !== 'Edit')) {
    throw new RequestError(access === 'edit' ? 'account_center.field_not_editable' : 'account_center.field_not_readable', 403, {
      field,
    });
  }
}

export const isFieldReadable = (settings: AccountCenter, field: AccountCenterField) =>
  settings.enabled && (settings.fields[field] ?? 'Off') !== 'Off';
