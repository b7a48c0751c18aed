import { useNavigate } from 'react-router';

import { useTenantPath } from '../tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../unsaved-changes-guard/use-unsaved-changes-guard';
import { useConfirmDelete, type ConfirmDeleteRequest } from './use-confirm-delete';

export type ConfirmedDeletion = ConfirmDeleteRequest & {
  /** Where to go once it is deleted, below the tenant (e.g. `organizations`). */
  backTo: string;
};

/**
 * Deletes an entity after the user confirms, toasts, then leaves its (now gone) page without the
 * unsaved-changes prompt. Resolves to whether it was deleted.
 */
export const useConfirmedDeletion = ({ backTo, ...request }: ConfirmedDeletion) => {
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  return async () => {
    if (!(await confirmDelete(request))) {
      return false;
    }
    navigate(tenantPath(backTo), { replace: true, state: skipUnsavedChangesGuard });
    return true;
  };
};
