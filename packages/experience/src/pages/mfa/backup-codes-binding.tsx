import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { useMfaFlow } from '../../flows/use-mfa-flow';
import { stepErrorMessage, useStepAction } from '../../flows/use-step-action';
import { useLoad } from '../../hooks/use-load';
import styles from './mfa.module.css';

/** Offers the codes as a text file, one code a line. */
const download = (codes: readonly string[]) => {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * Ten new backup codes, shown once: copy or download them, confirm they are saved, then they
 * are bound (replacing any earlier set).
 */
export const BackupCodesBinding = () => {
  const { t } = useTranslation();
  const flow = useMfaFlow();
  const step = useStepAction();
  const [isSaved, setIsSaved] = useState(false);
  const [isCopied, setIsCopied] = useState(false);
  const load = useCallback((signal: AbortSignal) => flow.generateBackupCodes(signal), [flow]);
  const { state } = useLoad(load);
  const noCeremony = { cancelled: '', unsupported: '' };

  if (state.status === 'loading') {
    return <Spinner />;
  }
  if (state.status === 'failed') {
    return <Alert data-testid="form-error">{stepErrorMessage(state.error, t, noCeremony)}</Alert>;
  }
  const { codes, verificationId } = state.data;
  return (
    <div data-testid="bind-BackupCode">
      <h2>{t('mfa.backup_title')}</h2>
      <p className={styles.hint}>{t('mfa.backup_description')}</p>
      {step.error && (
        <Alert data-testid="form-error">{stepErrorMessage(step.error, t, noCeremony)}</Alert>
      )}
      <ul
        className={styles.codes}
        aria-label={t('mfa.backup_list_label')}
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.row}>
        <Button
          variant="secondary"
          data-testid="backup-copy"
          onClick={() =>
            void navigator.clipboard.writeText(codes.join('\n')).then(
              () => setIsCopied(true),
              () => setIsCopied(false),
            )
          }
        >
          {isCopied ? t('mfa.copied') : t('mfa.copy')}
        </Button>
        <Button variant="secondary" data-testid="backup-download" onClick={() => download(codes)}>
          {t('mfa.download')}
        </Button>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={isSaved}
          data-testid="backup-saved"
          onChange={(event) => setIsSaved(event.target.checked)}
        />
        {t('mfa.backup_saved')}
      </label>
      <Button
        data-testid="submit"
        disabled={!isSaved}
        isLoading={step.isBusy}
        onClick={() => void step.run(() => flow.bindBackupCodes(verificationId))}
      >
        {t('action.continue')}
      </Button>
    </div>
  );
};
