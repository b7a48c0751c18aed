import type { OidcKey, OidcKeyType, OidcSigningKeyStatus } from '@tessera/schemas';
import { VisuallyHidden } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeleteOidcKey } from '../../api/oidc-keys/mutations';
import { useOidcKeys } from '../../api/oidc-keys/queries';
import { useConfirm } from '../../components/confirm/use-confirm';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useFormatDate } from '../../components/formatted-date/use-format-date';
import { Button } from '../../ds/button/button';
import { Card } from '../../ds/card/card';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { IconButton } from '../../ds/icon-button/icon-button';
import { TrashIcon } from '../../ds/icons/action-icons';
import { Tag } from '../../ds/tag/tag';
import { useToast } from '../../ds/toast/use-toast';
import { RotateKeysDialog } from './rotate-keys-dialog';
import styles from './signing-keys.module.css';

/**
 * Where a key stands. Signing keys say it themselves (each algorithm has its own current key);
 * the first cookie key is the current one.
 */
const statusOf = (key: OidcKey, index: number): OidcSigningKeyStatus =>
  key.status ?? (index === 0 ? 'Current' : 'Previous');

const statusPhrase = { Current: 'current', Previous: 'previous', Next: 'next' } as const;

/** One kind of key: the table (current first), rotation, and deleting a previous key. */
export const OidcKeysCard = ({ tenantId, keyType }: { tenantId: string; keyType: OidcKeyType }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const { formatDateTime } = useFormatDate();
  const { data: keys, isLoading, isError, refetch } = useOidcKeys(tenantId, keyType);
  const { mutate: deleteKey } = useDeleteOidcKey(tenantId, keyType);
  const [isRotating, setRotating] = useState(false);
  const section = keyType === 'private-keys' ? 'private_keys' : 'cookie_keys';
  const statuses = new Map(keys?.map((key, index) => [key.id, statusOf(key, index)]));

  const confirmDelete = async (key: OidcKey) => {
    const [confirmed] = await show({
      title: t('signing_keys.delete_title'),
      content: t(`signing_keys.${section}.delete_description`),
      confirmButtonText: t('signing_keys.delete'),
      isDanger: true,
    });
    if (confirmed) {
      deleteKey(key.id, { onSuccess: () => toast.success(t('signing_keys.deleted')) });
    }
  };

  const columns: DataTableColumn<OidcKey>[] = [
    {
      key: 'id',
      title: t('signing_keys.columns.id'),
      render: (key) => <code className={styles.keyId}>{key.id}</code>,
    },
    ...(keyType === 'private-keys'
      ? [
          {
            key: 'algorithm',
            title: t('signing_keys.columns.algorithm'),
            render: (key: OidcKey) =>
              key.signingKeyAlgorithm === 'RSA' ? t('signing_keys.algorithms.rsa') : t('signing_keys.algorithms.ec'),
          },
        ]
      : []),
    {
      key: 'created',
      title: t('signing_keys.columns.created_at'),
      render: (key) => formatDateTime(key.createdAt),
    },
    {
      key: 'status',
      title: t('signing_keys.columns.status'),
      render: (key) => {
        const status = statuses.get(key.id) ?? 'Previous';
        return (
          <Tag variant={status === 'Current' ? 'success' : 'neutral'}>
            {t(`signing_keys.status.${statusPhrase[status]}`)}
          </Tag>
        );
      },
    },
    {
      key: 'actions',
      title: <VisuallyHidden.Root>{t('signing_keys.columns.actions')}</VisuallyHidden.Root>,
      isAction: true,
      // Only a previous key may go: a current key signs what is issued now, a next one soon will.
      render: (key) =>
        statuses.get(key.id) === 'Previous' && (
          <IconButton
            label={t('signing_keys.delete_key', { id: key.id })}
            size="small"
            onClick={() => void confirmDelete(key)}
            data-testid={`delete-key-${key.id}`}
          >
            <TrashIcon size={16} />
          </IconButton>
        ),
    },
  ];

  return (
    <Card className={styles.card} data-testid={`${keyType}-card`}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.title}>{t(`signing_keys.${section}.title`)}</h2>
          <p className={styles.description}>{t(`signing_keys.${section}.description`)}</p>
        </div>
        <Button onClick={() => setRotating(true)} disabled={isLoading} data-testid={`rotate-${keyType}`}>
          {t('signing_keys.rotate')}
        </Button>
      </div>
      <DataTable
        label={t(`signing_keys.${section}.title`)}
        columns={columns}
        rows={keys}
        rowKey={(key) => key.id}
        isLoading={isLoading}
        skeletonRows={2}
        hasError={isError}
        onRetry={() => void refetch()}
        empty={
          <EmptyState
            title={t('signing_keys.empty_title')}
            description={t('signing_keys.empty_description')}
            headingLevel="h3"
          />
        }
      />
      {isRotating && (
        <RotateKeysDialog
          tenantId={tenantId}
          keyType={keyType}
          defaultAlgorithm={keys?.[0]?.signingKeyAlgorithm ?? 'EC'}
          onClose={() => setRotating(false)}
        />
      )}
    </Card>
  );
};
