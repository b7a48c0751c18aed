import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField, type TextFieldProps } from '../text-field/text-field';
import styles from './password-field.module.css';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a show/hide toggle; the text stays hidden by default. */
export const PasswordField = (props: PasswordFieldProps) => {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  const label = isVisible ? t('action.hide_password') : t('action.show_password');
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={label}
          aria-pressed={isVisible}
          title={label}
          onClick={() => setIsVisible((visible) => !visible)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {isVisible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
      }
    />
  );
};
