import { pageSize, type ApplicationSecretInfo } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useApplicationSecrets } from '../../../api/applications/queries';
import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { DataTable } from '../../../components/data-table/data-table';
import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { Pagination } from '../../../components/pagination/pagination';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { PlusIcon } from '../../../ds/icons/action-icons';
import { Tag } from '../../../ds/tag/tag';
import { CreateSecretDialog } from './create-secret-dialog';
import { RenameSecretDialog } from './rename-secret-dialog';
import styles from '../../../components/card-toolbar/card-toolbar.module.css';
import { SecretRowActions } from './secret-row-actions';

/** The secrets of a confidential application: list, create (value shown once), rename, delete. */
export const SecretsCard = ({ applicationId }: { applicationId: string }) => {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const { secretName } = useBuiltinNames();
  const [page, setPage] = useState(1);
  const [isCreating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApplicationSecretInfo>();
  const query = useApplicationSecrets(applicationId, { page });
  const now = Date.now();

  return (
    <FormCard title={t('applications.secrets.title')} description={t('applications.secrets.description')} data-testid="secrets-card">
      <div className={styles.toolbar}>
        <Button icon={<PlusIcon size={16} />} data-testid="secret-create-button" onClick={() => setCreating(true)}>
          {t('applications.secrets.create')}
        </Button>
      </div>
      <DataTable
        label={t('applications.secrets.table_label')}
        data-testid="secrets-table"
        rows={query.data?.items}
        rowKey={(secret) => secret.name}
        isLoading={query.isFetching}
        skeletonRows={2}
        hasError={query.isError}
        onRetry={() => void query.refetch()}
        empty={<EmptyState title={t('applications.secrets.empty')} headingLevel="h3" />}
        columns={[
          { key: 'name', title: t('applications.secrets.name'), render: (secret) => secretName(secret.name) },
          { key: 'created', title: t('shared_list.created_at'), render: (secret) => formatDateTime(secret.createdAt) },
          {
            key: 'expires',
            title: t('applications.secrets.expires'),
            render: (secret) =>
              secret.expiresAt === null ? (
                t('applications.secrets.never')
              ) : secret.expiresAt <= now ? (
                <Tag variant="danger">{t('applications.secrets.expired')}</Tag>
              ) : (
                formatDateTime(secret.expiresAt)
              ),
          },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (secret) => (
              <SecretRowActions applicationId={applicationId} secret={secret} onRename={() => setRenaming(secret)} />
            ),
          },
        ]}
      />
      <Pagination page={page} pageSize={pageSize.console} totalCount={query.data?.totalCount ?? 0} onPageChange={setPage} />
      {isCreating && <CreateSecretDialog applicationId={applicationId} onClose={() => setCreating(false)} />}
      {renaming && (
        <RenameSecretDialog applicationId={applicationId} secret={renaming} onClose={() => setRenaming(undefined)} />
      )}
    </FormCard>
  );
};
