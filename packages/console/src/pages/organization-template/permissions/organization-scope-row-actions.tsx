import type { OrganizationScope } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteOrganizationScope } from '../../../api/organization-scopes/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { EditIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { useToast } from '../../../ds/toast/use-toast';

/** Edit and delete buttons of one organization permission. */
export const OrganizationScopeRowActions = ({
  scope,
  onEdit,
}: {
  scope: OrganizationScope;
  onEdit: () => void;
}) => {
  const { t } = useTranslation();
  const deleteScope = useDeleteOrganizationScope();
  const toast = useToast();
  const { show } = useConfirm();

  const confirmDeletion = async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: scope.name }),
      content: t('organization_template.permissions.delete_confirm', { name: scope.name }),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteScope.mutateAsync(scope.id);
    toast.success(t('shared_form.deleted', { name: scope.name }));
  };

  return (
    <>
      <IconButton
        size="small"
        label={t('organization_template.permissions.edit_title')}
        data-testid={`organization-scope-edit-${scope.id}`}
        onClick={onEdit}
      >
        <EditIcon size={16} />
      </IconButton>
      <IconButton
        size="small"
        label={t('organization_template.permissions.delete_title')}
        data-testid={`organization-scope-delete-${scope.id}`}
        onClick={() => void confirmDeletion().catch(() => undefined)}
      >
        <TrashIcon size={16} />
      </IconButton>
    </>
  );
};
