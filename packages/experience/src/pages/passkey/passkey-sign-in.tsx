import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { usePasskeyFlow } from '../../flows/use-passkey-flow';
import { stepErrorMessage, useStepAction } from '../../flows/use-step-action';
import { useExperienceSettings } from '../../sign-in-exp/sign-in-exp-context';
import styles from './passkey.module.css';
import { usePasskeyAutofill } from './use-passkey-autofill';

/**
 * Passkey sign-in on the sign-in page: the "sign in with a passkey" button when the tenant shows
 * it, and, when it allows autofill, the browser's passkey list on the identifier field (which
 * the form marks `autocomplete="username webauthn"`).
 */
export const PasskeySignIn = () => {
  const { t } = useTranslation();
  const { signInExperience, isPreview } = useExperienceSettings();
  const { enabled, showPasskeyButton, allowAutofill } = signInExperience.passkeySignIn;
  const flow = usePasskeyFlow();
  const { run, error, isBusy } = useStepAction();
  const autofillError = usePasskeyAutofill(enabled && allowAutofill && !isPreview);
  const shownError = error ?? autofillError;

  if (!enabled || (!showPasskeyButton && !shownError)) {
    return null;
  }
  return (
    <div className={styles.passkey} data-testid="passkey-sign-in">
      {shownError && (
        <Alert data-testid="passkey-error">
          {stepErrorMessage(shownError, t, {
            cancelled: t('passkey.cancelled'),
            unsupported: t('passkey.unsupported'),
          })}
        </Alert>
      )}
      {showPasskeyButton && (
        <Button
          variant="secondary"
          data-testid="passkey-button"
          isLoading={isBusy}
          disabled={isPreview}
          onClick={() => void run(flow.signInWithButton)}
        >
          {t('passkey.sign_in')}
        </Button>
      )}
    </div>
  );
};
