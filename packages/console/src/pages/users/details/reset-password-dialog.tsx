import { passwordRejectionCodes, type UserDetails } from '@tessera/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useUpdateUserPassword } from '../../../api/users/mutations';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { userDisplayName } from '../../../components/user-display-name/user-display-name';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from '../../../components/dialog-form/dialog-form.module.css';
import { generatePassword } from '../shared/generate-password';
import { PasswordOnce } from '../shared/password-once';

type PasswordMode = 'generate' | 'type';

interface ResetPasswordValues {
  mode: PasswordMode;
  password: string;
}

/** Sets a generated or typed password, then shows it once. */
export const ResetPasswordDialog = ({ user, onClose }: { user: UserDetails; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateUserPassword(user.id, { hideErrorToast: true });
  const [newPassword, setNewPassword] = useState<string>();
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<ResetPasswordValues>({
    defaultValues: { mode: 'generate', password: '' },
  });
  const handleError = useSubmitErrorHandler(setError);
  const mode = watch('mode');

  const onSubmit = handleSubmit(async (values) => {
    const password = values.mode === 'generate' ? generatePassword() : values.password;
    if (!password) {
      setError('password', { type: 'required', message: t('shared_form.required') }, { shouldFocus: true });
      return;
    }
    try {
      await update.mutateAsync(password);
      setNewPassword(password);
    } catch (error) {
      const field = values.mode === 'type' ? ('password' as const) : undefined;
      handleError(error, { codes: field ? Object.fromEntries(passwordRejectionCodes.map((code) => [code, field])) : {} });
    }
  });

  return (
    <Modal
      open
      title={newPassword ? t('users.reset_password.done_title') : t('users.details.reset_password')}
      description={newPassword ? undefined : t('users.reset_password.description', { name: userDisplayName(user) })}
      closeLabel={t('general.close')}
      data-testid="reset-password-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      {newPassword ? (
        <div className={styles.form}>
          <PasswordOnce password={newPassword} />
          <div className={styles.actions}>
            <Button variant="primary" onClick={onClose}>
              {t('shared_form.done')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <RadioCardGroup<PasswordMode>
            name="password-mode"
            legend={t('users.reset_password.mode_legend')}
            value={mode}
            onChange={(value) => setValue('mode', value)}
            options={[
              {
                value: 'generate',
                title: t('users.reset_password.generate'),
                description: t('users.reset_password.generate_description'),
                'data-testid': 'reset-password-generate',
              },
              {
                value: 'type',
                title: t('users.reset_password.type_own'),
                description: t('users.reset_password.type_own_description'),
                'data-testid': 'reset-password-type',
              },
            ]}
          />
          {mode === 'type' && (
            <FormField id="reset-password-input" label={t('users.reset_password.new_password')} error={formState.errors.password?.message} isRequired>
              {(control) => (
                <TextInput
                  {...control}
                  type="text"
                  autoComplete="new-password"
                  hasError={Boolean(formState.errors.password)}
                  data-testid="reset-password-input"
                  {...register('password')}
                />
              )}
            </FormField>
          )}
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('general.cancel')}</Button>
            <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="reset-password-submit">
              {t('users.details.reset_password')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
