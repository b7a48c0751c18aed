import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { Role } from '../../../components/api-entities/role';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { useToast } from '../../../ds/toast/use-toast';

/** Takes a role away from a machine-to-machine application, after confirming. */
export const RemoveRoleButton = ({ applicationId, role }: { applicationId: string; role: Role }) => {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { show } = useConfirm();
  const queryClient = useQueryClient();

  const remove = async () => {
    const [confirmed] = await show({
      title: t('applications.roles.remove'),
      content: t('applications.roles.remove_confirm', { name: role.name }),
      confirmButtonText: t('shared_list.remove'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await api.delete(`api/applications/${applicationId}/roles/${role.id}`);
    toast.success(t('applications.roles.removed'));
    await invalidatePaths(queryClient, `api/applications/${applicationId}/roles`, 'api/roles');
  };

  return (
    <IconButton
      size="small"
      label={t('applications.roles.remove')}
      data-testid={`remove-role-${role.id}`}
      onClick={() => void remove().catch(() => undefined)}
    >
      <TrashIcon size={16} />
    </IconButton>
  );
};
