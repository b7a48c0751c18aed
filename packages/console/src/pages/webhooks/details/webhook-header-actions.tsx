import type { Hook } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { hookKeys } from '../../../api/hooks/keys';
import { useDeleteHook, useUpdateHook } from '../../../api/hooks/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { Button } from '../../../ds/button/button';
import { TrashIcon } from '../../../ds/icons/action-icons';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './webhook-header-actions.module.css';

/** Deletes a hook after confirming, then goes back to the list. */
export const useConfirmedHookDeletion = (hook: Hook) => {
  const { t } = useTranslation();
  const deleteHook = useDeleteHook(hook.id);
  return useConfirmedDeletion({
    name: hook.name,
    content: t('webhooks.details.delete_confirm'),
    remove: () => deleteHook.mutateAsync(undefined),
    backTo: 'webhooks',
  });
};

/** Disabling stops deliveries, so it asks first; enabling does not. */
const useToggleEnabled = (hook: Hook) => {
  const { t } = useTranslation();
  const { show } = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const updateHook = useUpdateHook(hook.id);
  const toggle = async () => {
    if (hook.enabled) {
      const [confirmed] = await show({
        title: t('webhooks.details.disable'),
        content: t('webhooks.details.disable_confirm'),
        confirmButtonText: t('webhooks.details.disable'),
        isDanger: true,
      });
      if (!confirmed) {
        return;
      }
    }
    const updated = await updateHook.mutateAsync({ enabled: !hook.enabled });
    queryClient.setQueryData(hookKeys.detail(hook.id), (current: object | undefined) => ({
      ...current,
      ...updated,
    }));
    toast.success(
      t(updated.enabled ? 'webhooks.details.enabled_toast' : 'webhooks.details.disabled_toast'),
    );
  };
  return { toggle, isPending: updateHook.isPending };
};

export const WebhookHeaderActions = ({ hook }: { hook: Hook }) => {
  const { t } = useTranslation();
  const deleteHook = useConfirmedHookDeletion(hook);
  const { toggle, isPending } = useToggleEnabled(hook);
  return (
    <div className={styles.actions}>
      <Button
        isLoading={isPending}
        data-testid="webhook-toggle-enabled"
        onClick={() => void toggle().catch(() => undefined)}
      >
        {hook.enabled ? t('webhooks.details.disable') : t('webhooks.details.enable')}
      </Button>
      <Button
        variant="outline"
        icon={<TrashIcon size={16} />}
        data-testid="webhook-delete-button"
        onClick={() => void deleteHook().catch(() => undefined)}
      >
        {t('webhooks.details.delete')}
      </Button>
    </div>
  );
};
