import {
  organizationCreateGuard,
  type Organization,
  type OrganizationCreate,
} from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateOrganization } from '../../../api/organizations/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DialogForm, type CreateFormProps } from '../../../components/dialog-form/dialog-form';
import { useDialogFormSubmit } from '../../../components/dialog-form/use-dialog-form-submit';
import {
  NameDescriptionFields,
  nameDescriptionLabels,
} from '../../../components/name-description-fields/name-description-fields';

interface CreateOrganizationValues {
  name: string;
  description: string;
}

/** Trimmed texts; an empty description is no description. */
const toCreateBody = (values: CreateOrganizationValues): OrganizationCreate => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
});

/** Name and description of a new organization; the rest is set on its page. */
export const CreateOrganizationForm = ({ onCancel, onCreated }: CreateFormProps<Organization>) => {
  const { t } = useTranslation();
  const createOrganization = useCreateOrganization({ hideErrorToast: true });
  const form = useForm<CreateOrganizationValues>({
    defaultValues: { name: '', description: '' },
    resolver: contractResolver(organizationCreateGuard, toCreateBody, t),
  });
  const onSubmit = useDialogFormSubmit(form, {
    send: (values) => createOrganization.mutateAsync(toCreateBody(values)),
    onDone: onCreated,
    fieldErrors: {
      detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
    },
  });

  return (
    <DialogForm
      submitLabel={t('create.organization')}
      submitTestId="organization-create-submit"
      isSubmitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <NameDescriptionFields form={form} idPrefix="organization-create" labels={nameDescriptionLabels(t, 'organizations.create')} />
    </DialogForm>
  );
};
