import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { useUpdatePassword } from '../../api/me/mutations';
import { RequestError } from '../../api/request-error';
import { Button } from '../../ds/button/button';
import { FormField } from '../../ds/form-field/form-field';
import { TextInput } from '../../ds/text-input/text-input';
import { useToast } from '../../ds/toast/use-toast';
import { ProfileStep } from './profile-step';
import styles from './profile.module.css';
import { useProfileNavigationState } from './use-profile-navigation-state';
import { useVerifiedPassword } from './verified-password';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * `profile/change-password`: sets a new password. The server checks it against the password
 * policy (its message lists every rejection) and asks for a fresh verification when the last one
 * is too old, in which case the user is sent back to verify. The password just verified is not a
 * new one: refused here and by the server (`user.same_password`).
 */
export const ChangePasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { mutateAsync: updatePassword } = useUpdatePassword({ hideErrorToast: true });
  const { email } = useProfileNavigationState();
  const verifiedPassword = useVerifiedPassword();
  const passwordId = useId();
  const confirmId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    // First checked when a field is left, then as values change: an error (the server's too)
    // stays until the value changes and never vanishes on blur, which would move the button away
    // from the click that caused the blur.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const change = handleSubmit(async ({ password }) => {
    try {
      await updatePassword(password);
    } catch (caught) {
      if (caught instanceof RequestError && getAuthFailure(caught)) {
        return;
      }
      if (caught instanceof RequestError && caught.code === 'auth.require_re_authentication') {
        toast.error(t('profile.change_password.verify_again'));
        void navigate('../verify-password', { replace: true, state: { email, action: 'changePassword' } });
        return;
      }
      if (caught instanceof RequestError && caught.status === 422) {
        setError('password', { message: getErrorMessage(caught, t) }, { shouldFocus: true });
        return;
      }
      toast.error(getErrorMessage(caught, t));
      return;
    }
    verifiedPassword.forget();
    toast.success(t('profile.change_password.changed'));
    void navigate('..', { replace: true });
  });

  const passwordError = errors.password?.message;
  const confirmError = errors.confirmPassword?.message;
  return (
    <ProfileStep
      title={t('profile.change_password.title')}
      description={
        email ? t('profile.change_password.description_for', { email }) : t('profile.change_password.description')
      }
      data-testid="change-password-step"
    >
      <form className={styles.form} noValidate onSubmit={change}>
        <FormField id={passwordId} label={t('profile.change_password.new_password')} error={passwordError}>
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="new-password"
              autoFocus
              data-testid="new-password-input"
              {...register('password', {
                required: t('profile.errors.password_required'),
                validate: (value) => !verifiedPassword.isCurrent(value) || t('profile.errors.same_password'),
              })}
              hasError={Boolean(control['aria-invalid'])}
            />
          )}
        </FormField>
        <FormField id={confirmId} label={t('profile.change_password.confirm_password')} error={confirmError}>
          {(control) => (
            <TextInput
              {...control}
              type="password"
              autoComplete="new-password"
              data-testid="confirm-password-input"
              {...register('confirmPassword', {
                validate: (value, { password }) => value === password || t('profile.errors.passwords_do_not_match'),
              })}
              hasError={Boolean(control['aria-invalid'])}
            />
          )}
        </FormField>
        <div className={styles.formActions}>
          <Button type="submit" variant="primary" isLoading={isSubmitting} data-testid="change-password-button">
            {t('profile.change_password.action')}
          </Button>
        </div>
      </form>
    </ProfileStep>
  );
};
