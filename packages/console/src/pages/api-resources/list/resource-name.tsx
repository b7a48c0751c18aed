import type { Resource } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { LockIcon } from '../../../ds/icons/action-icons';
import { Tag } from '../../../ds/tag/tag';
import styles from './resource-name.module.css';

/** A resource's name with its default and read-only marks. */
export const ResourceName = ({ resource }: { resource: Resource }) => {
  const { t } = useTranslation();
  return (
    <span className={styles.name}>
      {resource.name}
      {resource.isDefault && <Tag variant="info">{t('api_resources.list.default_tag')}</Tag>}
      {resource.isManagementApi && (
        <Tag data-testid="read-only-badge">
          <LockIcon size={12} />
          {t('shared_form.read_only')}
        </Tag>
      )}
    </span>
  );
};
