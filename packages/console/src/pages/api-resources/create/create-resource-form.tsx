import { resourceCreateGuard, tokenLifetimes, type Resource, type ResourceCreate } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateResource } from '../../../api/resources/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from '../../../components/dialog-form/dialog-form.module.css';
import { accessTokenTtlRange, parseSeconds } from './resource-rules';

interface CreateResourceValues {
  name: string;
  indicator: string;
  accessTokenTtl: string;
}

interface CreateResourceFormProps {
  onCancel: () => void;
  onCreated: (resource: Resource) => void;
}

/** The body the form sends: trimmed texts and the lifetime in seconds. */
const toCreateBody = (values: CreateResourceValues): ResourceCreate => ({
  name: values.name.trim(),
  indicator: values.indicator.trim(),
  accessTokenTtl: parseSeconds(values.accessTokenTtl),
});

/** Name, indicator (the token audience, fixed once created) and access token lifetime. */
export const CreateResourceForm = ({ onCancel, onCreated }: CreateResourceFormProps) => {
  const { t } = useTranslation();
  const createResource = useCreateResource({ hideErrorToast: true });
  const { register, handleSubmit, formState, setError } = useForm<CreateResourceValues>({
    defaultValues: { name: '', indicator: '', accessTokenTtl: String(tokenLifetimes.accessTokenSeconds) },
    resolver: contractResolver(resourceCreateGuard, toCreateBody, t, {
      indicator: t('api_resources.create.indicator_invalid'),
      accessTokenTtl: t('shared_form.number_range', accessTokenTtlRange),
    }),
  });
  const handleError = useSubmitErrorHandler(setError);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await createResource.mutateAsync(toCreateBody(values)));
    } catch (error) {
      handleError(error, {
        codes: { 'resource.resource_identifier_in_use': 'indicator' },
        detailPaths: (path) => (['name', 'indicator', 'accessTokenTtl'] as const).find((field) => field === path),
      });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField id="resource-create-name" label={t('api_resources.create.name')} error={errors.name?.message} isRequired>
        {(control) => (
          <TextInput
            {...control}
            placeholder={t('api_resources.create.name_placeholder')}
            hasError={Boolean(errors.name)}
            data-testid="resource-create-name"
            {...register('name')}
          />
        )}
      </FormField>
      <FormField
        id="resource-create-indicator"
        label={t('api_resources.create.indicator')}
        description={t('api_resources.create.indicator_description')}
        error={errors.indicator?.message}
        isRequired
      >
        {(control) => (
          <TextInput
            {...control}
            isMono
            placeholder="https://api.example.com"
            hasError={Boolean(errors.indicator)}
            data-testid="resource-create-indicator"
            {...register('indicator')}
          />
        )}
      </FormField>
      <FormField
        id="resource-create-ttl"
        label={t('api_resources.create.ttl')}
        description={t('api_resources.create.ttl_description')}
        error={errors.accessTokenTtl?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            inputMode="numeric"
            hasError={Boolean(errors.accessTokenTtl)}
            data-testid="resource-create-ttl"
            {...register('accessTokenTtl')}
          />
        )}
      </FormField>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="resource-create-submit">
          {t('create.api_resource')}
        </Button>
      </div>
    </form>
  );
};
