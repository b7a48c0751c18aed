import type { PasskeySignIn, SignInExperience } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { signInExperienceKeys } from '../../api/sign-in-exp/keys';
import { useUpdatePasskeySignIn } from '../../api/sign-in-exp/mutations';
import { FormActions } from '../../components/form-card/form-actions';
import { FormCard } from '../../components/form-card/form-card';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard/unsaved-changes-guard';
import { Switch } from '../../ds/switch/switch';
import { useToast } from '../../ds/toast/use-toast';
import styles from './mfa.module.css';

const options = [
  { key: 'showPasskeyButton', label: 'mfa.passkey_button_title', description: 'mfa.passkey_button_description' },
  { key: 'allowAutofill', label: 'mfa.passkey_autofill_title', description: 'mfa.passkey_autofill_description' },
] as const;

/**
 * Passkey sign-in: a passkey as the first and only factor. Saved on its own, apart from the MFA
 * form, since it changes how users sign in rather than what they verify with afterwards. The two
 * ways the sign-in page offers it only apply while it is on.
 */
export const PasskeySignInCard = ({ saved }: { saved: SignInExperience }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdatePasskeySignIn();
  const { control, handleSubmit, reset, watch, formState } = useForm<PasskeySignIn>({
    defaultValues: saved.passkeySignIn,
  });
  const enabled = watch('enabled');

  const onSubmit = handleSubmit(async (values) => {
    const next = await update.mutateAsync(values);
    queryClient.setQueryData(signInExperienceKeys.detail(), next);
    reset(next.passkeySignIn);
    toast.success(t('shared_form.saved'));
  });

  return (
    <form noValidate className={styles.form} data-testid="passkey-sign-in-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard title={t('mfa.passkey_title')} description={t('mfa.passkey_description')} data-testid="passkey-sign-in">
        <ul className={styles.factors}>
          <li>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  id="passkey-sign-in-enabled"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  label={t('mfa.passkey_enabled_title')}
                  description={t('mfa.passkey_enabled_description')}
                  data-testid="passkey-sign-in-enabled"
                />
              )}
            />
          </li>
          {options.map((option) => (
            <li key={option.key}>
              <Controller
                control={control}
                name={option.key}
                render={({ field }) => (
                  <Switch
                    id={`passkey-sign-in-${option.key}`}
                    checked={field.value}
                    disabled={!enabled}
                    onCheckedChange={field.onChange}
                    label={t(option.label)}
                    description={t(option.description)}
                    data-testid={`passkey-sign-in-${option.key}`}
                  />
                )}
              />
            </li>
          ))}
        </ul>
      </FormCard>
      <FormActions
        isDirty={formState.isDirty}
        isSubmitting={formState.isSubmitting}
        onDiscard={() => reset(saved.passkeySignIn)}
      />
    </form>
  );
};
