import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useToast } from '../../ds/toast/use-toast';
import { useConfirm } from '../confirm/use-confirm';
import { useTenantPath } from '../tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../unsaved-changes-guard/use-unsaved-changes-guard';

export type ConfirmedDeletion = {
  /** The entity's name, in the confirmation's title and the toast. */
  name: string;
  /** The confirmation's text, translated. */
  content: string;
  /** Deletes the entity (the delete mutation). */
  remove: () => Promise<unknown>;
  /** Where to go once it is deleted, below the tenant (e.g. `organizations`). */
  backTo: string;
};

/**
 * Deletes an entity after the user confirms, toasts, then leaves its (now gone) page without the
 * unsaved-changes prompt. Resolves to whether it was deleted.
 */
export const useConfirmedDeletion = ({ name, content, remove, backTo }: ConfirmedDeletion) => {
  const { t } = useTranslation();
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  return async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name }),
      content,
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return false;
    }
    await remove();
    toast.success(t('shared_form.deleted', { name }));
    navigate(tenantPath(backTo), { replace: true, state: skipUnsavedChangesGuard });
    return true;
  };
};
