import type { Hook } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { hookKeys } from '../../../api/hooks/keys';
import { useRegenerateHookSigningKey } from '../../../api/hooks/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { CopyField } from '../../../components/copy-field/copy-field';
import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './webhook-settings.module.css';

/** The key deliveries are signed with: hidden until shown, copyable, regenerated after confirming. */
export const SigningKeyCard = ({ hook }: { hook: Hook }) => {
  const { t } = useTranslation();
  const { show } = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const regenerate = useRegenerateHookSigningKey(hook.id);

  const onRegenerate = async () => {
    const [confirmed] = await show({
      title: t('webhooks.signing_key.regenerate_title'),
      content: t('webhooks.signing_key.regenerate_confirm'),
      confirmButtonText: t('webhooks.signing_key.regenerate'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    const updated = await regenerate.mutateAsync(undefined);
    queryClient.setQueryData(hookKeys.detail(hook.id), (current: object | undefined) => ({
      ...current,
      ...updated,
    }));
    toast.success(t('webhooks.signing_key.regenerated'));
  };

  return (
    <FormCard
      title={t('webhooks.signing_key.title')}
      description={t('webhooks.signing_key.description')}
      data-testid="webhook-signing-key"
    >
      <div className={styles.keyRow}>
        <CopyField
          isSecret
          value={hook.signingKey}
          label={t('webhooks.signing_key.label')}
          data-testid="webhook-signing-key-value"
        />
        <Button
          isLoading={regenerate.isPending}
          data-testid="webhook-regenerate-key"
          onClick={() => void onRegenerate().catch(() => undefined)}
        >
          {t('webhooks.signing_key.regenerate')}
        </Button>
      </div>
    </FormCard>
  );
};
