import type { ApplicationSecretInfo } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteApplicationSecret } from '../../../api/applications/mutations';
import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { EditIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { useToast } from '../../../ds/toast/use-toast';

interface SecretRowActionsProps {
  applicationId: string;
  secret: ApplicationSecretInfo;
  onRename: () => void;
}

/** Rename and delete buttons of one secret. */
export const SecretRowActions = ({ applicationId, secret, onRename }: SecretRowActionsProps) => {
  const { t } = useTranslation();
  const { secretName } = useBuiltinNames();
  const deleteSecret = useDeleteApplicationSecret(applicationId);
  const toast = useToast();
  const { show } = useConfirm();

  const confirmAndDelete = async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: secretName(secret.name) }),
      content: t('applications.secrets.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteSecret.mutateAsync(secret.name);
    toast.success(t('shared_form.deleted', { name: secretName(secret.name) }));
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
        onClick={() => void confirmAndDelete().catch(() => undefined)}
      >
        <TrashIcon size={16} />
      </IconButton>
    </>
  );
};
