import type { Scope } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteScope } from '../../../api/resources/mutations';
import { useConfirmDelete } from '../../../components/confirmed-deletion/use-confirm-delete';
import { EditIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';

/** Edit and delete buttons of one permission. */
export const ScopeRowActions = ({ scope, onEdit }: { scope: Scope; onEdit: () => void }) => {
  const { t } = useTranslation();
  const deleteScope = useDeleteScope(scope.resourceId);
  const confirmDelete = useConfirmDelete();

  const confirmDeletion = () =>
    confirmDelete({
      name: scope.name,
      content: t('api_resources.permissions.delete_confirm', { name: scope.name }),
      remove: () => deleteScope.mutateAsync(scope.id),
    });

  return (
    <>
      <IconButton size="small" label={t('api_resources.permissions.edit_title')} data-testid={`scope-edit-${scope.id}`} onClick={onEdit}>
        <EditIcon size={16} />
      </IconButton>
      <IconButton
        size="small"
        label={t('api_resources.permissions.delete_title')}
        data-testid={`scope-delete-${scope.id}`}
        onClick={() => void confirmDeletion().catch(() => undefined)}
      >
        <TrashIcon size={16} />
      </IconButton>
    </>
  );
};
