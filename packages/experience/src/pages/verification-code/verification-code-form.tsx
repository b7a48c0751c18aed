import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { toRequestError, type RequestError } from '../../api/request-error';
import { useExperienceEnv } from '../../app/experience-env';
import { CodeForm } from '../../components/code-input/code-form';
import { type CodeStep } from '../../flows/code-step';
import { useExperienceFlow } from '../../flows/use-experience-flow';
import { useFollowUpStep } from '../../flows/use-follow-up-step';
import { placeServerError } from '../../forms/server-error-placement';
import { ResendCode } from './resend-code';

/** Six boxes, sent as soon as they are full; then the flow the code belongs to goes on. */
export const VerificationCodeForm = ({ step }: { step: CodeStep }) => {
  const { t } = useTranslation();
  const flow = useExperienceFlow();
  const { assignLocation } = useExperienceEnv();
  const navigate = useNavigate();
  const followUp = useFollowUpStep();
  const { search } = useLocation();
  const [verificationId, setVerificationId] = useState(step.verificationId);
  const [error, setError] = useState<RequestError>();
  const [isBusy, setIsBusy] = useState(false);

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

  /** Answers false only when the code was refused, so the boxes clear for a retry. */
  const verify = async (code: string) => {
    if (isBusy) {
      return true;
    }
    setError(undefined);
    setIsBusy(true);
    try {
      const checked = await flow.checkCode(step.identifier, verificationId, code);
      await afterVerified(checked.verificationId);
      // Stays busy: the page is leaving.
      return true;
    } catch (caught) {
      if (followUp(caught)) {
        return true;
      }
      setError(toRequestError(caught));
      setIsBusy(false);
      return false;
    }
  };

  const placement = error ? placeServerError(error, t) : undefined;

  return (
    <CodeForm
      onCode={verify}
      codeErrors={placement?.target === 'field' ? placement.messages : []}
      formAlert={placement?.target === 'form' ? placement.alert : undefined}
      isBusy={isBusy}
      submitLabel={t('action.continue')}
      footer={(clearCode) => (
        <ResendCode
          step={step}
          onResent={(resentId) => {
            setVerificationId(resentId);
            setError(undefined);
            clearCode();
          }}
          onError={(caught) => setError(toRequestError(caught))}
        />
      )}
    />
  );
};
