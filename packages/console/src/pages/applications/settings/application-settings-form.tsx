import type { ApplicationDetails } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { applicationKeys } from '../../../api/applications/keys';
import { useUpdateApplication } from '../../../api/applications/mutations';
import { FormActions } from '../../../components/form-card/form-actions';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { useToast } from '../../../ds/toast/use-toast';
import { isUserFacingType } from '../application-type-rules';
import { BackchannelFields } from './backchannel-fields';
import { CustomDataField, GeneralFields } from './general-fields';
import { settingsErrorMap } from './settings-error-map';
import { settingsResolver } from './settings-rules';
import { toApplicationPatch, toSettingsValues, type ApplicationSettingsValues } from './settings-values';
import { TokenFields } from './token-fields';
import { UriFields } from './uri-fields';

/** The editable settings of an application, saved together. */
export const ApplicationSettingsForm = ({ application }: { application: ApplicationDetails }) => {
  const { t } = useTranslation();
  const updateApplication = useUpdateApplication(application.id, { hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const isUserFacing = isUserFacingType(application.type);
  const form = useForm<ApplicationSettingsValues>({
    defaultValues: toSettingsValues(application),
    resolver: settingsResolver(application.type, t),
  });
  const { handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateApplication.mutateAsync(toApplicationPatch(values, isUserFacing));
      // The update answers without `isAdmin`, which only the details answer carries.
      const next = { ...application, ...updated };
      queryClient.setQueryData(applicationKeys.detail(application.id), next);
      reset(toSettingsValues(next));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, settingsErrorMap(values));
    }
  });

  return (
    <form noValidate data-testid="application-settings-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <GeneralFields form={form} />
      {isUserFacing && (
        <>
          <UriFields form={form} type={application.type} />
          <TokenFields form={form} />
          <BackchannelFields form={form} />
        </>
      )}
      <CustomDataField form={form} />
      <FormActions
        isDirty={formState.isDirty}
        isSubmitting={formState.isSubmitting}
        onDiscard={() => reset(toSettingsValues(application))}
      />
    </form>
  );
};
