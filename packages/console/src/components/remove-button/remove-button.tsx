import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../api/use-api';
import { useConfirm } from '../confirm/use-confirm';
import { invalidatePaths } from '../page-query/invalidate-paths';
import { TrashIcon } from '../../ds/icons/action-icons';
import { IconButton } from '../../ds/icon-button/icon-button';
import { useToast } from '../../ds/toast/use-toast';

interface RemoveButtonProps {
  /** Names the button and titles the confirmation ("Remove permission"). */
  label: string;
  confirmText: string;
  doneText: string;
  /** `DELETE` this API path once confirmed. */
  path: string;
  /** API path prefixes whose queries to refresh afterwards. */
  invalidate: readonly string[];
  'data-testid'?: string;
}

/** A row's remove button: confirms, deletes the link, tells the result, refreshes the lists. */
export const RemoveButton = ({ label, confirmText, doneText, path, invalidate, 'data-testid': testId }: RemoveButtonProps) => {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { show } = useConfirm();
  const queryClient = useQueryClient();

  const remove = async () => {
    const [confirmed] = await show({ title: label, content: confirmText, confirmButtonText: t('shared_list.remove'), isDanger: true });
    if (!confirmed) {
      return;
    }
    await api.delete(path);
    toast.success(doneText);
    await invalidatePaths(queryClient, ...invalidate);
  };

  return (
    <IconButton size="small" label={label} data-testid={testId} onClick={() => void remove().catch(() => undefined)}>
      <TrashIcon size={16} />
    </IconButton>
  );
};
