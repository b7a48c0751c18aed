import type { TenantTag as TenantTagValue } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { Tag } from '../../ds/tag/tag';

/** A tenant's environment: development or production. */
export const TenantTag = ({ tag, 'data-testid': testId }: { tag: TenantTagValue; 'data-testid'?: string }) => {
  const { t } = useTranslation();
  return (
    <Tag variant={tag === 'production' ? 'success' : 'info'} data-testid={testId}>
      {t(`tenants.tag_${tag}`)}
    </Tag>
  );
};
