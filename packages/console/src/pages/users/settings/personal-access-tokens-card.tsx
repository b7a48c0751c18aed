import type { PersonalAccessToken, UserDetails } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeletePersonalAccessToken, usePersonalAccessTokens } from '../../../api/users/personal-access-tokens';
import { useConfirmDelete } from '../../../components/confirmed-deletion/use-confirm-delete';
import { DataTable } from '../../../components/data-table/data-table';
import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { EditIcon, PlusIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { Tag } from '../../../ds/tag/tag';
import { PersonalAccessTokenCreateDialog } from './personal-access-token-create-dialog';
import { PersonalAccessTokenRenameDialog } from './personal-access-token-rename-dialog';
import styles from '../../../components/card-toolbar/card-toolbar.module.css';

/** Rename and delete buttons of one token; deleting asks first. */
const TokenActions = ({ token, onRename }: { token: PersonalAccessToken; onRename: () => void }) => {
  const { t } = useTranslation();
  const deleteToken = useDeletePersonalAccessToken(token.userId);
  const confirmDelete = useConfirmDelete();

  const confirmAndDelete = () =>
    confirmDelete({
      name: token.name,
      content: t('users.personal_access_tokens.delete_confirm'),
      remove: () => deleteToken.mutateAsync(token.name),
    });

  return (
    <>
      <IconButton size="small" label={t('users.personal_access_tokens.rename')} data-testid={`pat-rename-${token.name}`} onClick={onRename}>
        <EditIcon size={16} />
      </IconButton>
      <IconButton
        size="small"
        label={t('users.personal_access_tokens.delete')}
        data-testid={`pat-delete-${token.name}`}
        onClick={() => void confirmAndDelete().catch(() => undefined)}
      >
        <TrashIcon size={16} />
      </IconButton>
    </>
  );
};

/** The user's personal access tokens: list, create (value shown once), rename, delete. */
export default function PersonalAccessTokensCard({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const [isCreating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<PersonalAccessToken>();
  const tokens = usePersonalAccessTokens(user.id);
  const now = Date.now();

  return (
    <FormCard
      title={t('users.personal_access_tokens.title')}
      description={t('users.personal_access_tokens.description')}
      data-testid="user-personal-access-tokens"
    >
      <div className={styles.toolbar}>
        <Button icon={<PlusIcon size={16} />} data-testid="pat-create-button" onClick={() => setCreating(true)}>
          {t('users.personal_access_tokens.create')}
        </Button>
      </div>
      <DataTable
        label={t('users.personal_access_tokens.table_label')}
        data-testid="pat-table"
        rows={tokens.data}
        rowKey={(token) => token.name}
        isLoading={tokens.isFetching}
        skeletonRows={2}
        hasError={tokens.isError}
        onRetry={() => void tokens.refetch()}
        empty={<EmptyState title={t('users.personal_access_tokens.empty')} headingLevel="h3" />}
        columns={[
          { key: 'name', title: t('users.personal_access_tokens.name'), render: (token) => token.name },
          { key: 'created', title: t('shared_list.created_at'), render: (token) => formatDateTime(token.createdAt) },
          {
            key: 'expires',
            title: t('users.personal_access_tokens.expires'),
            render: (token) =>
              token.expiresAt === null ? (
                t('users.personal_access_tokens.never')
              ) : token.expiresAt <= now ? (
                <Tag variant="danger">{t('users.personal_access_tokens.expired')}</Tag>
              ) : (
                formatDateTime(token.expiresAt)
              ),
          },
          {
            key: 'actions',
            title: t('shared_list.actions'),
            isAction: true,
            render: (token) => <TokenActions token={token} onRename={() => setRenaming(token)} />,
          },
        ]}
      />
      {isCreating && <PersonalAccessTokenCreateDialog userId={user.id} onClose={() => setCreating(false)} />}
      {renaming && <PersonalAccessTokenRenameDialog token={renaming} onClose={() => setRenaming(undefined)} />}
    </FormCard>
  );
}
