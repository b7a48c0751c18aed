import type { CustomJwtTokenTypePath } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { Card } from '../../../ds/card/card';
import { TrashIcon } from '../../../ds/icons/action-icons';
import { Tag } from '../../../ds/tag/tag';
import { tokenTypePhrase } from '../token-types';
import { useConfirmedJwtDeletion } from './use-confirmed-jwt-deletion';
import styles from './customize-jwt-index.module.css';

/** One token type: whether it has custom claims, and the way to add, edit or delete them. */
export const TokenTypeCard = ({
  tokenType,
  isSet,
}: {
  tokenType: CustomJwtTokenTypePath;
  isSet: boolean;
}) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const deleteSettings = useConfirmedJwtDeletion(tokenType);
  const phrase = tokenTypePhrase(tokenType);
  const titleId = `jwt-card-${tokenType}`;

  return (
    <Card className={styles.card} data-testid={`jwt-card-${tokenType}`}>
      <section aria-labelledby={titleId} className={styles.section}>
        <h2 id={titleId} className={styles.title}>
          {t(`custom_jwt.token_types.${phrase}.title`)}
        </h2>
        <p className={styles.description}>{t(`custom_jwt.token_types.${phrase}.description`)}</p>
        <div className={styles.status}>
          {isSet ? (
            <Tag variant="success">{t('custom_jwt.index.is_set')}</Tag>
          ) : (
            <Tag>{t('custom_jwt.index.not_set')}</Tag>
          )}
        </div>
        <div className={styles.actions}>
          {isSet ? (
            <>
              <Link
                to={tenantPath(`customize-jwt/${tokenType}/edit`)}
                className={buttonClassName({ variant: 'primary' })}
                data-testid={`jwt-edit-${tokenType}`}
              >
                {t('custom_jwt.index.edit')}
              </Link>
              <Button
                icon={<TrashIcon size={16} />}
                data-testid={`jwt-delete-${tokenType}`}
                onClick={() => void deleteSettings().catch(() => undefined)}
              >
                {t('custom_jwt.index.delete')}
              </Button>
            </>
          ) : (
            <Link
              to={tenantPath(`customize-jwt/${tokenType}/create`)}
              className={buttonClassName({ variant: 'primary' })}
              data-testid={`jwt-add-${tokenType}`}
            >
              {t('custom_jwt.index.add')}
            </Link>
          )}
        </div>
      </section>
    </Card>
  );
};
