import { sourceLanguage } from '@tessera/phrases';
import type { ExperiencePreviewMessage, SignInExperience } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { signInExperienceKeys } from '../../../api/sign-in-exp/keys';
import { useUpdateSignInExperience } from '../../../api/sign-in-exp/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { FormActions } from '../../../components/form-card/form-actions';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { useToast } from '../../../ds/toast/use-toast';
import { usePhraseDraft } from '../content/custom-phrases/use-phrase-draft';
import { PreviewPanel } from '../preview/preview-panel';
import styles from '../sign-in-experience.module.css';
import type { SignInExperienceOutlet } from './sie-form-context';
import { signInExperienceErrorMap } from './sie-error-map';
import { toFormValues, toPatch, type SignInExperienceFormValues } from './sie-form-values';
import { signInExperienceResolver } from './sie-resolver';
import { changesSignInMethods, SignInDiff } from './sign-in-diff';

/**
 * One form over the whole sign-in experience: every tab edits part of it, the preview shows it
 * as edited, and one save sends it. Moving between tabs keeps unsaved edits.
 */
export const SignInExperienceForm = ({ saved }: { saved: SignInExperience }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const queryClient = useQueryClient();
  const tenantPath = useTenantPath();
  const update = useUpdateSignInExperience({ hideErrorToast: true });
  const form = useForm<SignInExperienceFormValues>({
    defaultValues: toFormValues(saved),
    resolver: signInExperienceResolver(t),
    mode: 'onTouched',
  });
  const { handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);
  /*
   * Editing a phrase override switches the preview to that language, rather than showing the
   * edits only when the admin happens to preview the same language: what was just typed is what
   * the preview shows. The admin can still pick another language to preview afterwards.
   */
  const [previewLanguage, setPreviewLanguage] = useState<string>(sourceLanguage);
  const phrases = usePhraseDraft(setPreviewLanguage);
  const [previewScreen, setPreviewScreen] =
    useState<NonNullable<ExperiencePreviewMessage['screen']>>('signIn');

  const onSubmit = handleSubmit(async (values) => {
    const patch = toPatch(values);
    const after = { signInMode: values.signInMode, signUp: values.signUp, signIn: values.signIn };
    if (changesSignInMethods(saved, after)) {
      const [confirmed] = await show({
        title: t('sign_in_experience.diff.title'),
        content: <SignInDiff before={saved} after={after} />,
        confirmButtonText: t('shared_form.save'),
      });
      if (!confirmed) {
        return;
      }
    }
    try {
      const next = await update.mutateAsync(patch);
      queryClient.setQueryData(signInExperienceKeys.detail(), next);
      reset(toFormValues(next));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, signInExperienceErrorMap(values));
    }
  });

  const outlet: SignInExperienceOutlet = {
    form,
    saved,
    phrases,
    showPreviewScreen: setPreviewScreen,
  };
  return (
    <div className={styles.layout}>
      <form
        noValidate
        className={styles.form}
        data-testid="sign-in-experience-form"
        onSubmit={(event) => void onSubmit(event)}
      >
        {/* Unsaved phrase overrides are lost on leaving the page too, though they are saved apart. */}
        <UnsavedChangesGuard
          isDirty={formState.isDirty || phrases.isDirty}
          basePath={tenantPath('sign-in-experience')}
        />
        <Suspense fallback={<LoadingView label={t('general.loading')} />}>
          <Outlet context={outlet} />
        </Suspense>
        <FormActions
          isDirty={formState.isDirty}
          isSubmitting={formState.isSubmitting}
          onDiscard={() => reset(toFormValues(saved))}
        />
      </form>
      <PreviewPanel
        form={form}
        saved={saved}
        phrases={phrases}
        language={previewLanguage}
        onLanguageChange={setPreviewLanguage}
        screen={previewScreen}
      />
    </div>
  );
};
