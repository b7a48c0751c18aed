import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { toRequestError, type RequestError } from '../../api/request-error';
import { useExperienceEnv } from '../../app/experience-env';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { CodeInput, codeLength } from '../../components/code-input/code-input';
import styles from '../../components/form-layout/form-layout.module.css';
import { type CodeStep } from '../../flows/code-step';
import { useExperienceFlow } from '../../flows/use-experience-flow';
import { useFollowUpStep } from '../../flows/use-follow-up-step';
import { placeServerError } from '../../forms/server-error-placement';
import { ResendCode } from './resend-code';

const emptyCode = () => Array.from({ length: codeLength }, () => '');

/** Six boxes, sent as soon as they are full; then the flow the code belongs to goes on. */
export const VerificationCodeForm = ({ step }: { step: CodeStep }) => {
  const { t } = useTranslation();
  const flow = useExperienceFlow();
  const { assignLocation } = useExperienceEnv();
  const navigate = useNavigate();
  const followUp = useFollowUpStep();
  const { search } = useLocation();
  const [digits, setDigits] = useState(emptyCode);
  const [verificationId, setVerificationId] = useState(step.verificationId);
  const [error, setError] = useState<RequestError>();
  const [isBusy, setIsBusy] = useState(false);
  const [incomplete, setIncomplete] = useState(false);

  const afterVerified = async (verifiedId: string) => {
    if (step.event === 'ForgotPassword') {
      await flow.identifyForReset(verifiedId);
      void navigate({ pathname: '/forgot-password/reset', search }, { replace: true });
      return;
    }
    const { redirectTo } =
      step.event === 'Register'
        ? await flow.completeRegister(step.identifier, verifiedId)
        : await flow.signInWithRecord(verifiedId);
    assignLocation(redirectTo);
  };

  const verify = async (code: string) => {
    if (isBusy) {
      return;
    }
    setError(undefined);
    setIsBusy(true);
    try {
      const checked = await flow.checkCode(step.identifier, verificationId, code);
      await afterVerified(checked.verificationId);
      // Stays busy: the page is leaving.
    } catch (caught) {
      if (followUp(caught)) {
        return;
      }
      setError(toRequestError(caught));
      setDigits(emptyCode());
      setIsBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    setIncomplete(code.length < codeLength);
    if (code.length === codeLength) {
      void verify(code);
    }
  };

  const placement = error ? placeServerError(error, t) : undefined;
  const codeErrors = [
    ...(incomplete ? [t('verification_code.incomplete')] : []),
    ...(placement?.target === 'field' ? placement.messages : []),
  ];

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {placement?.target === 'form' && (
        <Alert tone={placement.alert.tone} data-testid="form-error">
          {placement.alert.message}
        </Alert>
      )}
      <CodeInput
        value={digits}
        onChange={(next) => {
          setDigits(next);
          setIncomplete(false);
        }}
        onComplete={(code) => void verify(code)}
        errors={codeErrors}
      />
      <Button type="submit" data-testid="submit" isLoading={isBusy}>
        {t('action.continue')}
      </Button>
      <ResendCode
        step={step}
        onResent={(resentId) => {
          setVerificationId(resentId);
          setError(undefined);
          setDigits(emptyCode());
        }}
        onError={(caught) => setError(toRequestError(caught))}
      />
    </form>
  );
};
