import {
  domainNameGuard,
  organizationJitEmailDomainsReplaceGuard,
  organizationPatchGuard,
  organizationRoleIdsGuard,
  type Organization,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { z } from 'zod';

import { formatCustomData, parseCustomData } from '../../../components/custom-data/custom-data';

export interface OrganizationSettingsValues {
  name: string;
  description: string;
  customData: string;
  isMfaRequired: boolean;
  jitEmailDomains: string[];
  jitRoleIds: string[];
}

export const toSettingsValues = (
  organization: Organization,
  jitEmailDomains: readonly string[],
  jitRoleIds: readonly string[],
): OrganizationSettingsValues => ({
  name: organization.name,
  description: organization.description ?? '',
  customData: formatCustomData(organization.customData),
  isMfaRequired: organization.isMfaRequired,
  jitEmailDomains: [...jitEmailDomains],
  jitRoleIds: [...jitRoleIds],
});

/** The form saves through three endpoints; it is checked by their three body contracts at once. */
export const settingsBodiesGuard = z.object({
  organization: organizationPatchGuard,
  emailDomains: organizationJitEmailDomainsReplaceGuard,
  roles: organizationRoleIdsGuard,
});
export type OrganizationSettingsBodies = z.infer<typeof settingsBodiesGuard>;

const filledRows = (rows: readonly string[]) => rows.map((row) => row.trim()).filter(Boolean);

/** Trimmed texts, custom data as the object the editor holds, blank domain rows left out. */
export const toSettingsBodies = (
  values: OrganizationSettingsValues,
): OrganizationSettingsBodies => ({
  organization: {
    name: values.name.trim(),
    description: values.description.trim() || null,
    customData: parseCustomData(values.customData) ?? {},
    isMfaRequired: values.isMfaRequired,
  },
  emailDomains: { emailDomains: filledRows(values.jitEmailDomains) },
  roles: { organizationRoleIds: values.jitRoleIds },
});

/** The form field of a body path: flat fields, and domain rows counted with the blank ones. */
export const settingsFieldOf = (
  bodyPath: string,
  values: OrganizationSettingsValues,
): string | undefined => {
  const [body, field, index] = bodyPath.split('.');
  if (body === 'organization') {
    return field;
  }
  if (body === 'emailDomains' && index !== undefined) {
    const filledIndexes = values.jitEmailDomains.flatMap((row, at) => (row.trim() ? [at] : []));
    return `jitEmailDomains.${filledIndexes[Number(index)] ?? 0}`;
  }
  return body === 'roles' ? 'jitRoleIds' : undefined;
};

/** What the contracts cannot say: JSON text, and a domain row in words the user reads. */
export const settingsRules = (t: TFunction) => (values: OrganizationSettingsValues) => ({
  customData: parseCustomData(values.customData) ? undefined : t('errors.invalid_json_format'),
  ...Object.fromEntries(
    values.jitEmailDomains.map((row, index) => [
      `jitEmailDomains.${index}`,
      row.trim() && !domainNameGuard.safeParse(row.trim()).success
        ? t('organizations.settings.jit_email_domain_invalid')
        : undefined,
    ]),
  ),
});
