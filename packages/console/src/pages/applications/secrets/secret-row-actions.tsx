import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { ApplicationSecret } from '../../../components/api-entities/application';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { EditIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { useToast } from '../../../ds/toast/use-toast';
import { secretPath, secretsPath } from './secrets-path';

interface SecretRowActionsProps {
  applicationId: string;
  secret: ApplicationSecret;
  onRename: () => void;
}

/** Rename and delete buttons of one secret. */
export const SecretRowActions = ({ applicationId, secret, onRename }: SecretRowActionsProps) => {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { show } = useConfirm();
  const queryClient = useQueryClient();

  const deleteSecret = async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: secret.name }),
      content: t('applications.secrets.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await api.delete(secretPath(applicationId, secret.name));
    toast.success(t('shared_form.deleted', { name: secret.name }));
    await invalidatePaths(queryClient, secretsPath(applicationId));
  };

  return (
    <>
      <IconButton size="small" label={t('applications.secrets.rename')} onClick={onRename}>
        <EditIcon size={16} />
      </IconButton>
      <IconButton
        size="small"
        label={t('applications.secrets.delete')}
        data-testid={`secret-delete-${secret.name}`}
        onClick={() => void deleteSecret().catch(() => undefined)}
      >
        <TrashIcon size={16} />
      </IconButton>
    </>
  );
};
