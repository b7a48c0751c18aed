import type { SignInExperience } from '@tessera/schemas';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button';
import { TermsText } from './terms-text';
import styles from './terms.module.css';

type TermsDialogProps = {
  links: Pick<SignInExperience, 'termsOfUseUrl' | 'privacyPolicyUrl'>;
  onAgree: () => void;
  onCancel: () => void;
};

/**
 * Tab and Shift+Tab cycle through the dialog's links and buttons: the form behind it is out of
 * reach while it is open, as for any modal dialog.
 */
const keepFocusWithin = (container: HTMLElement, event: KeyboardEvent) => {
  const focusable = [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    return;
  }
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
};

/** Asks for the agreement the user skipped, so the form can continue without a second click. */
export const TermsDialog = ({ links, onAgree, onCancel }: TermsDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const agree = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus goes back where it was (the submit button) when the dialog closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    agree.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onCancel();
      }
      if (event.key === 'Tab' && dialog.current) {
        keepFocusWithin(dialog.current, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [onCancel]);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="terms-dialog"
      >
        <h2 id={titleId} className={styles.title}>
          {t('terms.dialog_title')}
        </h2>
        <p>{t('terms.dialog_description')}</p>
        <p>
          <TermsText links={links} isAgreement />
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {t('terms.cancel')}
          </Button>
          <Button ref={agree} onClick={onAgree} data-testid="terms-agree">
            {t('terms.agree_and_continue')}
          </Button>
        </div>
      </div>
    </div>
  );
};
