import { useTranslation } from 'react-i18next';

import { useConfirm } from '../confirm/use-confirm';
import { TrashIcon } from '../../ds/icons/action-icons';
import { IconButton } from '../../ds/icon-button/icon-button';
import { useToast } from '../../ds/toast/use-toast';

interface RemoveButtonProps {
  /** Names the button and titles the confirmation ("Remove permission"). */
  label: string;
  confirmText: string;
  doneText: string;
  /** The removal, once confirmed: a mutation of the area's data layer, which refreshes what it changed. */
  onRemove: () => Promise<unknown>;
  'data-testid'?: string;
}

/** A row's remove button: confirms, removes, tells the result. */
export const RemoveButton = ({ label, confirmText, doneText, onRemove, 'data-testid': testId }: RemoveButtonProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();

  const remove = async () => {
    const [confirmed] = await show({ title: label, content: confirmText, confirmButtonText: t('shared_list.remove'), isDanger: true });
    if (!confirmed) {
      return;
    }
    await onRemove();
    toast.success(doneText);
  };

  return (
    <IconButton size="small" label={label} data-testid={testId} onClick={() => void remove().catch(() => undefined)}>
      <TrashIcon size={16} />
    </IconButton>
  );
};
