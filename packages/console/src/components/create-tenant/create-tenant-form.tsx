import {
  defaultTenantName,
  tenantCreateBodyGuard,
  type Region,
  type TenantCreateBody,
  type TenantResponse,
  type TenantTag,
} from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateTenant } from '../../api/tenants/mutations';
import { contractResolver } from '../contract-resolver/contract-resolver';
import { DialogForm, type CreateFormProps } from '../dialog-form/dialog-form';
import { useDialogFormSubmit } from '../dialog-form/use-dialog-form-submit';
import { TenantNameField, TenantRegionField, TenantTagField } from './tenant-fields';

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

interface CreateTenantFormProps extends CreateFormProps<TenantResponse> {
  /** A production tenant is not created here: its plan is chosen first (spec 000 §4.4). */
  onChoosePlan: (body: TenantCreateBody & { tag: 'production' }) => void;
}

/** Name ("My project" unless changed, required), region (EU or US) and usage purpose (spec 000 §2.7). */
export const CreateTenantForm = ({ onCancel, onCreated, onChoosePlan }: CreateTenantFormProps) => {
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
    send: async (values) => {
      const body = toCreateBody(values);
      if (body.tag === 'production') {
        onChoosePlan({ ...body, tag: 'production' });
        return undefined;
      }
      return createTenant.mutateAsync(body);
    },
    onDone: (tenant) => {
      if (tenant) {
        onCreated(tenant);
      }
    },
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
      <TenantNameField
        id="tenant-create-name"
        input={register('name')}
        error={formState.errors.name?.message}
        hasPlaceholder
        data-testid="tenant-create-name"
      />
      <Controller
        control={control}
        name="regionName"
        render={({ field }) => (
          <TenantRegionField name="tenant-region" value={field.value} onChange={field.onChange} testIdPrefix="tenant-create-region-" />
        )}
      />
      <Controller
        control={control}
        name="tag"
        render={({ field }) => (
          <TenantTagField name="tenant-tag" value={field.value} onChange={field.onChange} testIdPrefix="tenant-create-tag-" />
        )}
      />
    </DialogForm>
  );
};
