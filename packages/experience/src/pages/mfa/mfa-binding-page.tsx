import type { SignInMfaFactor } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert } from '../../components/alert/alert';
import formStyles from '../../components/form-layout/form-layout.module.css';
import { PageHeader } from '../../components/page-header/page-header';
import { useMfaFlow } from '../../flows/use-mfa-flow';
import { stepErrorMessage, useStepAction } from '../../flows/use-step-action';
import type { MfaStep } from '../../flows/follow-up-step';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { BackupCodesBinding } from './backup-codes-binding';
import { FactorList } from './factor-list';
import { useMfaStep } from './mfa-step';
import { StepLost } from './step-lost';
import { TotpBinding } from './totp-binding';
import { WebAuthnBinding } from './webauthn-binding';

/** The factors this app can add; codes by message need no binding. */
const bindable = (factor: SignInMfaFactor) =>
  factor === 'Totp' || factor === 'WebAuthn' || factor === 'BackupCode';

/**
 * Submit answered that the user must (or may) add a second factor: one of `availableFactors`,
 * chosen from a list when there are several; "skip for now" when the answer says skippable,
 * or when backup codes are only suggested after a first factor.
 */
export const MfaBindingPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('mfa.page_title'));
  const step = useMfaStep();
  if (!step) {
    return <StepLost />;
  }
  return <Binding key={step.key} step={step} />;
};

const Binding = ({ step }: { step: MfaStep }) => {
  const { t } = useTranslation();
  const flow = useMfaFlow();
  const skip = useStepAction();
  const factors = step.availableFactors.filter(bindable);
  const [chosen, setChosen] = useState<SignInMfaFactor | undefined>(
    factors.length === 1 ? factors[0] : undefined,
  );
  const canSkip = step.skippable || step.suggestion;

  return (
    <section data-testid="page-mfa-binding">
      <PageHeader
        title={t('mfa.bind_title')}
        description={canSkip ? t('mfa.bind_optional_description') : t('mfa.bind_description')}
      />
      {skip.error && (
        <Alert data-testid="skip-error">
          {stepErrorMessage(skip.error, t, { cancelled: '', unsupported: '' })}
        </Alert>
      )}
      {chosen === undefined && <FactorList factors={factors} onChoose={setChosen} />}
      {chosen === 'Totp' && <TotpBinding />}
      {chosen === 'WebAuthn' && <WebAuthnBinding />}
      {chosen === 'BackupCode' && <BackupCodesBinding />}
      <div className={`${formStyles.inline} ${formStyles.aside}`}>
        {chosen !== undefined && factors.length > 1 && (
          <button
            type="button"
            className={formStyles.linkButton}
            data-testid="other-method"
            onClick={() => setChosen(undefined)}
          >
            {t('mfa.other_method')}
          </button>
        )}
        {canSkip && (
          <button
            type="button"
            className={formStyles.linkButton}
            data-testid="skip"
            disabled={skip.isBusy}
            onClick={() => void skip.run(() => flow.skip(step.suggestion))}
          >
            {t('mfa.skip')}
          </button>
        )}
      </div>
    </section>
  );
};
