import { useTranslation } from 'react-i18next';

import { useCopy } from '../../../ds/copy/use-copy';
import { Button } from '../../../ds/button/button';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { Modal } from '../../../ds/modal/modal';
import { downloadFile } from '../../applications/saml/download-file';
import styles from './user-settings.module.css';

interface BackupCodesDialogProps {
  /** The codes the server just answered; closing the dialog drops them for good. */
  codes: readonly string[];
  onClose: () => void;
}

/** New backup codes, shown once, to copy or download and hand to the user. */
export const BackupCodesDialog = ({ codes, onClose }: BackupCodesDialogProps) => {
  const { t } = useTranslation();
  const { copy, isCopied } = useCopy();
  const text = codes.join('\n');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('users.settings.backup_codes_title')}
      closeLabel={t('general.close')}
      data-testid="backup-codes-dialog"
      footer={
        <>
          <Button onClick={() => void copy(text)} data-testid="copy-backup-codes">
            {isCopied
              ? t('users.settings.backup_codes_copied')
              : t('users.settings.copy_backup_codes')}
          </Button>
          <Button
            onClick={() => downloadFile('backup-codes.txt', `${text}\n`, 'text/plain')}
            data-testid="download-backup-codes"
          >
            {t('users.settings.download_backup_codes')}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('general.close')}
          </Button>
        </>
      }
    >
      <InlineAlert variant="warning">{t('users.settings.backup_codes_once')}</InlineAlert>
      <ol className={styles.codes} data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </Modal>
  );
};
