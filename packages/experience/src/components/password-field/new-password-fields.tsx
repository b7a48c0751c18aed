import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { fieldMessages } from '../../forms/field-messages';
import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  /** `form.register('password')` and `form.register('confirmPassword')` of the page's form. */
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
  /** The first field's label when it is not plainly "Password" (a reset asks for a new one). */
  label?: string;
  autoFocus?: boolean;
}

/**
 * A password being chosen, typed twice: registration, the first administrator and a password
 * reset ask for it the same way, so browsers offer to generate and save it on every one.
 */
export const NewPasswordFields = ({ password, confirmPassword, errors, label, autoFocus }: NewPasswordFieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label ?? t('input.password')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        errors={fieldMessages(errors.password)}
        {...password}
      />
      <PasswordField
        label={t('input.confirm_password')}
        autoComplete="new-password"
        errors={fieldMessages(errors.confirmPassword)}
        {...confirmPassword}
      />
    </>
  );
};
