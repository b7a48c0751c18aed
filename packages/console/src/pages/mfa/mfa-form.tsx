import type { SignInExperience } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { signInExperienceKeys } from '../../api/sign-in-exp/keys';
import { useUpdateMfaSettings } from '../../api/sign-in-exp/mutations';
import { FormActions } from '../../components/form-card/form-actions';
import { useSubmitErrorHandler } from '../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard/unsaved-changes-guard';
import { useToast } from '../../ds/toast/use-toast';
import { MfaFactorsCard } from './mfa-factors-card';
import { mfaResolver, toMfa, toMfaFormValues, type MfaFormValues } from './mfa-form-values';
import { MfaPolicyCard } from './mfa-policy-card';
import styles from './mfa.module.css';

/** The sign-in experience's MFA settings: factors and policy, saved together. */
export const MfaForm = ({ saved }: { saved: SignInExperience }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdateMfaSettings({ hideErrorToast: true });
  const form = useForm<MfaFormValues>({
    defaultValues: toMfaFormValues(saved.mfa),
    resolver: mfaResolver(t),
  });
  const { handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const next = await update.mutateAsync(toMfa(values));
      queryClient.setQueryData(signInExperienceKeys.detail(), next);
      reset(toMfaFormValues(next.mfa));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        codes: {
          'sign_in_experiences.backup_code_cannot_be_enabled_alone': 'factors.BackupCode',
          'sign_in_experiences.at_least_one_authentication_factor': 'policy',
        },
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className={styles.form}
        data-testid="mfa-form"
        onSubmit={(event) => void onSubmit(event)}
      >
        <UnsavedChangesGuard isDirty={formState.isDirty} />
        <MfaFactorsCard />
        <MfaPolicyCard />
        <FormActions
          isDirty={formState.isDirty}
          isSubmitting={formState.isSubmitting}
          onDiscard={() => reset(toMfaFormValues(saved.mfa))}
        />
      </form>
    </FormProvider>
  );
};
