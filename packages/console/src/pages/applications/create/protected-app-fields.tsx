import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import type { CreateApplicationValues } from './create-application-values';

/** Where a Protected app is served (host) and what it protects (origin); the form's contract resolver checks both. */
export const ProtectedAppFields = ({ form }: { form: UseFormReturn<CreateApplicationValues> }) => {
  const { t } = useTranslation();
  const { register, formState } = form;
  return (
    <>
      <FormField
        id="app-create-host"
        label={t('applications.create.host')}
        description={t('applications.create.host_description')}
        error={formState.errors.host?.message}
        isRequired
      >
        {(control) => (
          <TextInput
            {...control}
            isMono
            placeholder="app.example.com"
            hasError={Boolean(formState.errors.host)}
            data-testid="app-host-input"
            {...register('host')}
          />
        )}
      </FormField>
      <FormField
        id="app-create-origin"
        label={t('applications.create.origin')}
        description={t('applications.create.origin_description')}
        error={formState.errors.origin?.message}
        isRequired
      >
        {(control) => (
          <TextInput
            {...control}
            isMono
            placeholder="https://internal.example.com"
            hasError={Boolean(formState.errors.origin)}
            data-testid="app-origin-input"
            {...register('origin')}
          />
        )}
      </FormField>
    </>
  );
};
