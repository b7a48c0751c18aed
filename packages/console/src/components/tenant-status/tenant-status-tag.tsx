import { getTenantStatus, type TenantResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { Tag, type TagVariant } from '../../ds/tag/tag';

type TenantStatus = NonNullable<ReturnType<typeof getTenantStatus>>;

const looks = {
  suspended: { variant: 'danger', phrase: 'tenant_status.tag_suspended' },
  overdue: { variant: 'warning', phrase: 'tenant_status.tag_overdue' },
  mauExceeded: { variant: 'warning', phrase: 'tenant_status.tag_mau_exceeded' },
} as const satisfies Record<TenantStatus, { variant: TagVariant; phrase: string }>;

/** The tenant's status tag (spec 000 §4.8): suspended, overdue or MAU exceeded; nothing when healthy. */
export const TenantStatusTag = ({ tenant }: { tenant: TenantResponse }) => {
  const { t } = useTranslation();
  const status = getTenantStatus(tenant);
  if (!status) {
    return null;
  }
  const { variant, phrase } = looks[status];
  return (
    <Tag variant={variant} data-testid={`tenant-status-${status}`}>
      {t(phrase)}
    </Tag>
  );
};
