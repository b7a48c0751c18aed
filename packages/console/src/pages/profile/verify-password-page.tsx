import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { useVerifyPassword } from '../../api/me/mutations';
import { RequestError } from '../../api/request-error';
import { Button } from '../../ds/button/button';
import { FormField } from '../../ds/form-field/form-field';
import { TextInput } from '../../ds/text-input/text-input';
import { useToast } from '../../ds/toast/use-toast';
import { ProfileStep } from './profile-step';
import styles from './profile.module.css';
import { useProfileNavigationState } from './use-profile-navigation-state';
import { useVerifiedPassword } from './verified-password';

/**
 * `profile/verify-password`: proves the current password before a sensitive change, then goes on
 * to the step the navigation state names (change password by default).
 */
export const VerifyPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutateAsync: verifyPassword } = useVerifyPassword({ hideErrorToast: true });
  const { email, action } = useProfileNavigationState();
  const verifiedPassword = useVerifiedPassword();
  const inputId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({
    // First checked when the field is left, then as the value changes: an error (the server's
    // too) stays until the value changes and never vanishes on blur, which would move the button
    // away from the click that caused the blur.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });
  const error = errors.password?.message;

  const verify = handleSubmit(async ({ password }) => {
    try {
      await verifyPassword(password);
    } catch (caught) {
      if (caught instanceof RequestError && getAuthFailure(caught)) {
        return;
      }
      if (caught instanceof RequestError && (caught.status === 422 || caught.status === 403)) {
        setError('password', { message: getErrorMessage(caught, t) }, { shouldFocus: true });
        return;
      }
      toast.error(getErrorMessage(caught, t));
      return;
    }
    verifiedPassword.remember(password);
    const next = action === 'changeEmail' ? '../link-email' : '../change-password';
    void navigate(next, { replace: true, state: { email, action: action ?? 'changePassword' } });
  });

  return (
    <ProfileStep
      title={t('profile.verify_password.title')}
      description={t('profile.verify_password.description')}
      data-testid="verify-password"
    >
      <form className={styles.form} noValidate onSubmit={verify}>
        <FormField id={inputId} label={t('profile.verify_password.current_password')} error={error}>
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="current-password"
              autoFocus
              data-testid="current-password-input"
              {...register('password', { required: t('profile.errors.password_required') })}
              hasError={Boolean(control['aria-invalid'])}
            />
          )}
        </FormField>
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" isLoading={isSubmitting} data-testid="verify-button">
            {t('profile.verify_password.action')}
          </Button>
        </div>
      </form>
    </ProfileStep>
  );
};
