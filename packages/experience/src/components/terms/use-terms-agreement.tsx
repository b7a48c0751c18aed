import type { FormEvent } from 'react';
import { useCallback, useState } from 'react';

import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { TermsDialog } from './terms-dialog';
import { termsModeFor } from './terms-policy';
import { TermsText } from './terms-text';
import styles from './terms.module.css';

/**
 * The terms of a screen per the tenant's policy, and a guard for its submit: with a checkbox
 * left unticked, a dialog asks first and, once agreed, the submit goes on.
 */
export const useTermsAgreement = (screen: 'signIn' | 'register') => {
  const signInExperience = useSignInExperience();
  const mode = termsModeFor(signInExperience, screen);
  const [agreed, setAgreed] = useState(false);
  const [pending, setPending] = useState<() => void>();

  const guard = useCallback(
    (submit: (event?: FormEvent) => unknown) => (event: FormEvent) => {
      if (mode === 'checkbox' && !agreed) {
        event.preventDefault();
        setPending(() => () => void submit());
        return;
      }
      void submit(event);
    },
    [mode, agreed],
  );
  const cancel = useCallback(() => setPending(undefined), []);

  const terms =
    mode === 'none' ? null : mode === 'notice' ? (
      <p className={styles.notice} data-testid="terms-notice">
        <TermsText links={signInExperience} isAgreement={false} />
      </p>
    ) : (
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={agreed}
          data-testid="terms-checkbox"
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>
          <TermsText links={signInExperience} isAgreement />
        </span>
      </label>
    );

  const dialog = pending && (
    <TermsDialog
      links={signInExperience}
      onCancel={cancel}
      onAgree={() => {
        setAgreed(true);
        setPending(undefined);
        pending();
      }}
    />
  );

  return { terms, dialog, guard };
};
