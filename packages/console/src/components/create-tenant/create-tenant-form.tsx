import {
  defaultTenantName,
  regions,
  tenantCreateBodyGuard,
  tenantTags,
  type Region,
  type TenantCreateBody,
  type TenantResponse,
  type TenantTag,
} from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateTenant } from '../../api/tenants/mutations';
import { FormField } from '../../ds/form-field/form-field';
import { RadioCardGroup } from '../../ds/radio-card/radio-card-group';
import { TextInput } from '../../ds/text-input/text-input';
import { contractResolver } from '../contract-resolver/contract-resolver';
import { DialogForm, type CreateFormProps } from '../dialog-form/dialog-form';
import { useDialogFormSubmit } from '../dialog-form/use-dialog-form-submit';

interface CreateTenantValues {
  name: string;
  regionName: Region;
  tag: TenantTag;
}

const toCreateBody = (values: CreateTenantValues): TenantCreateBody => ({
  name: values.name.trim(),
  regionName: values.regionName,
  tag: values.tag,
});

/** Name ("My project" unless changed, required), region (EU or US) and usage purpose (spec 000 §2.7). */
export const CreateTenantForm = ({ onCancel, onCreated }: CreateFormProps<TenantResponse>) => {
  const { t } = useTranslation();
  const createTenant = useCreateTenant({ hideErrorToast: true });
  const form = useForm<CreateTenantValues>({
    defaultValues: { name: defaultTenantName, regionName: 'EU', tag: 'development' },
    // The API turns a blank name into the default one; here the field says what it will be.
    resolver: contractResolver(tenantCreateBodyGuard, toCreateBody, t, {}, {
      rules: ({ name }) => ({ name: name.trim() ? undefined : t('shared_form.required') }),
    }),
  });
  const { control, register, formState } = form;
  const onSubmit = useDialogFormSubmit(form, {
    send: (values) => createTenant.mutateAsync(toCreateBody(values)),
    onDone: onCreated,
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel={t('tenants.create_submit')}
      isSubmitting={formState.isSubmitting}
      submitTestId="tenant-create-submit"
      data-testid="tenant-create-form"
    >
      <FormField id="tenant-create-name" label={t('tenants.name')} error={formState.errors.name?.message} isRequired>
        {(fieldControl) => (
          <TextInput
            {...fieldControl}
            {...register('name')}
            placeholder={t('tenants.name_placeholder')}
            hasError={Boolean(formState.errors.name)}
            data-testid="tenant-create-name"
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="regionName"
        render={({ field }) => (
          <RadioCardGroup
            name="tenant-region"
            legend={t('tenants.region')}
            value={field.value}
            onChange={field.onChange}
            options={regions.map((region) => ({
              value: region,
              title: t(`tenants.region_${region === 'EU' ? 'eu' : 'us'}`),
              description: t('tenants.region_description'),
              'data-testid': `tenant-create-region-${region}`,
            }))}
          />
        )}
      />
      <Controller
        control={control}
        name="tag"
        render={({ field }) => (
          <RadioCardGroup
            name="tenant-tag"
            legend={t('tenants.tag')}
            value={field.value}
            onChange={field.onChange}
            options={tenantTags.map((tag) => ({
              value: tag,
              title: t(`tenants.tag_${tag}`),
              description: t(`tenants.tag_${tag}_description`),
              'data-testid': `tenant-create-tag-${tag}`,
            }))}
          />
        )}
      />
    </DialogForm>
  );
};
