import { useTranslation } from 'react-i18next';

import { useToast } from '../../ds/toast/use-toast';
import { useConfirm } from '../confirm/use-confirm';

export type ConfirmDeleteRequest = {
  /** The entity's name, in the confirmation's title and the toast. */
  name: string;
  /** The confirmation's text, translated. */
  content: string;
  /** Deletes the entity (the delete mutation, which refreshes what it changed). */
  remove: () => Promise<unknown>;
};

/**
 * Asks before deleting an entity ("Delete {name}?"), deletes it and says so. Resolves to whether it
 * was deleted; a failed deletion rejects (the API layer has shown its error).
 */
export const useConfirmDelete = () => {
  const { t } = useTranslation();
  const { show } = useConfirm();
  const toast = useToast();

  return async ({ name, content, remove }: ConfirmDeleteRequest) => {
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
    return true;
  };
};
