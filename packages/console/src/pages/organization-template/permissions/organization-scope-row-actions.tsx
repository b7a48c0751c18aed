import type { OrganizationScope } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteOrganizationScope } from '../../../api/organization-scopes/mutations';
import { useConfirmDelete } from '../../../components/confirmed-deletion/use-confirm-delete';
import { EditIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';

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
  const confirmDelete = useConfirmDelete();

  const confirmDeletion = () =>
    confirmDelete({
      name: scope.name,
      content: t('organization_template.permissions.delete_confirm', { name: scope.name }),
      remove: () => deleteScope.mutateAsync(scope.id),
    });

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
