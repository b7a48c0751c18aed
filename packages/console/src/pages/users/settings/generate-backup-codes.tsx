import type { UserMfaVerification } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateUserMfaVerification } from '../../../api/users/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { Button } from '../../../ds/button/button';
import { BackupCodesDialog } from './backup-codes-dialog';
import styles from './user-settings.module.css';

/**
 * "Generate backup codes": new codes replace the old set, so existing codes are replaced only
 * after confirmation. Codes back up another factor, so the button waits for one.
 */
export const GenerateBackupCodes = ({
  userId,
  factors,
}: {
  userId: string;
  factors: readonly UserMfaVerification[];
}) => {
  const { t } = useTranslation();
  const { show } = useConfirm();
  const create = useCreateUserMfaVerification(userId);
  const [codes, setCodes] = useState<readonly string[]>();
  const hasOtherFactor = factors.some(({ type }) => type !== 'BackupCode');
  const hasCodes = factors.some(({ type }) => type === 'BackupCode');

  const generate = async () => {
    if (hasCodes) {
      const [confirmed] = await show({
        title: t('users.settings.replace_backup_codes_title'),
        content: t('users.settings.replace_backup_codes_confirm'),
        confirmButtonText: t('users.settings.replace_backup_codes'),
        isDanger: true,
      });
      if (!confirmed) {
        return;
      }
    }
    const created = await create.mutateAsync({ type: 'BackupCode' });
    if (created.type === 'BackupCode') {
      setCodes(created.codes);
    }
  };

  return (
    <div className={styles.actions}>
      <Button
        disabled={!hasOtherFactor}
        isLoading={create.isPending}
        aria-describedby={hasOtherFactor ? undefined : 'generate-backup-codes-hint'}
        onClick={() => void generate().catch(() => undefined)}
        data-testid="generate-backup-codes"
      >
        {t('users.settings.generate_backup_codes')}
      </Button>
      {!hasOtherFactor && (
        <span id="generate-backup-codes-hint" className={styles.muted}>
          {t('users.settings.generate_backup_codes_hint')}
        </span>
      )}
      {codes && <BackupCodesDialog codes={codes} onClose={() => setCodes(undefined)} />}
    </div>
  );
};
