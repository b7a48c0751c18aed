import { browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { useEffect } from 'react';

import { RequestError } from '../../api/request-error';
import { usePasskeyFlow } from '../../flows/use-passkey-flow';
import { useStepAction } from '../../flows/use-step-action';
import { cancelAutofill } from '../../flows/webauthn-ceremony';

/**
 * Conditional UI: once the page is shown, asks the server for options and leaves a pending
 * passkey request that the browser answers when the user picks a passkey in the identifier
 * field's autofill list. Browsers without conditional mediation keep the button only.
 * Answers the failure to show, if a picked passkey was refused.
 */
export const usePasskeyAutofill = (isOn: boolean) => {
  const flow = usePasskeyFlow();
  const { run, error } = useStepAction();
  useEffect(() => {
    if (!isOn) {
      return;
    }
    const controller = new AbortController();
    const start = async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || controller.signal.aborted) {
        return;
      }
      await run(async () => {
        try {
          return await flow.signInWithAutofill(controller.signal);
        } catch (caught) {
          // The request ends unanswered when the page goes or the button opens its own prompt:
          // nothing to show. A server refusal of a picked passkey is shown.
          if (caught instanceof RequestError && !controller.signal.aborted) {
            throw caught;
          }
          return undefined;
        }
      });
    };
    void start();
    return () => {
      controller.abort();
      cancelAutofill();
    };
  }, [isOn, flow, run]);
  return error;
};
