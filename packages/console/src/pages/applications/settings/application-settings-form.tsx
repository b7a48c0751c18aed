import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import { isUserFacingType, type Application } from '../../../components/api-entities/application';
import { FormActions } from '../../../components/form-card/form-actions';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { useToast } from '../../../ds/toast/use-toast';
import { applicationPath } from '../details/use-application';
import { BackchannelFields } from './backchannel-fields';
import { CustomDataField, GeneralFields } from './general-fields';
import { settingsErrorMap } from './settings-error-map';
import { toApplicationPatch, toSettingsValues, type ApplicationSettingsValues } from './settings-values';
import { TokenFields } from './token-fields';
import { UriFields } from './uri-fields';

/** The editable settings of an application, saved together. */
export const ApplicationSettingsForm = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const api = useApi({ hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<ApplicationSettingsValues>({ defaultValues: toSettingsValues(application) });
  const { handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);
  const isUserFacing = isUserFacingType(application.type);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await api.patch<Application>(applicationPath(application.id), {
        json: toApplicationPatch(values, isUserFacing),
      });
      const next = { ...application, ...updated };
      queryClient.setQueryData([applicationPath(application.id)], next);
      reset(toSettingsValues(next));
      toast.success(t('shared_form.saved'));
      void invalidatePaths(queryClient, 'api/applications');
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
