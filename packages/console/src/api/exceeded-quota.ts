import { exceededQuotaDataGuard, exceededQuotaMessagePrefix, quotaKeys, type QuotaKey } from '@tessera/schemas';
import type { consolePhrasesEn } from '@tessera/phrases';
import type { TFunction } from 'i18next';

import type { ErrorBody } from './request-error';

const quotaExceededCode = 'subscription.quota_exceeded';

type QuotaName = keyof typeof consolePhrasesEn.tenant_subscription.cards;

/** Names of the quota keys a write can exceed; the older names read as their newer ones. */
const keyNames: Partial<Record<QuotaKey, QuotaName>> = {
  mauLimit: 'mauLimit',
  tokenLimit: 'tokenLimit',
  applicationsLimit: 'applicationsLimit',
  machineToMachineLimit: 'machineToMachineLimit',
  thirdPartyApplicationsLimit: 'thirdPartyApplicationsLimit',
  resourcesLimit: 'resourcesLimit',
  scopesPerResourceLimit: 'scopesPerResourceLimit',
  socialConnectorsLimit: 'socialConnectorsLimit',
  standardConnectorsLimit: 'standardConnectorsLimit',
  rolesLimit: 'userRolesLimit',
  userRolesLimit: 'userRolesLimit',
  machineToMachineRolesLimit: 'machineToMachineRolesLimit',
  scopesPerRoleLimit: 'scopesPerRoleLimit',
  hooksLimit: 'hooksLimit',
  tenantMembersLimit: 'tenantMembersLimit',
  organizationsLimit: 'organizationsLimit',
  organizationsEnabled: 'organizationsLimit',
  enterpriseSsoLimit: 'enterpriseSsoLimit',
  ssoEnabled: 'enterpriseSsoLimit',
  mfaEnabled: 'mfaEnabled',
  customJwtEnabled: 'customJwtEnabled',
  customDomainEnabled: 'customDomainEnabled',
  subjectTokenEnabled: 'subjectTokenEnabled',
};

const isQuotaKey = (key: string): key is QuotaKey => (quotaKeys as readonly string[]).includes(key);

const nameOf = (key: string, t: TFunction) => {
  const name = isQuotaKey(key) ? keyNames[key] : undefined;
  return name ? t(`tenant_subscription.cards.${name}`) : key;
};

/** The JSON object after "Exceeded quota limit" in a message, if the message is that one. */
const keysInMessage = (message: string): string[] | undefined => {
  if (!message.startsWith(exceededQuotaMessagePrefix)) {
    return undefined;
  }
  const json = message.slice(message.indexOf('{'));
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? Object.keys(parsed) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The quota keys a refused write exceeded (spec 001 §8): from `data.exceededQuota` of the
 * `subscription.quota_exceeded` error, else from the JSON that follows a message opening with
 * "Exceeded quota limit". Undefined for any other error.
 */
export const findExceededQuotaKeys = (body: ErrorBody): string[] | undefined => {
  if (body.code === quotaExceededCode) {
    const parsed = exceededQuotaDataGuard.safeParse(body.data);
    if (parsed.success) {
      return Object.keys(parsed.data.exceededQuota);
    }
  }
  return keysInMessage(body.message);
};

/** "Your plan does not allow this. Limits reached: Applications, …" for a quota error. */
export const describeExceededQuota = (body: ErrorBody, t: TFunction): string | undefined => {
  const keys = findExceededQuotaKeys(body);
  if (!keys || keys.length === 0) {
    return undefined;
  }
  const names = [...new Set(keys.map((key) => (nameOf(key, t))))];
  return t('tenant_subscription.quota_exceeded_message', { keys: names.join(', ') });
};
