import {
  organizationRoleCreateGuard,
  type OrganizationRole,
  type OrganizationRoleCreate,
  type RoleType,
} from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateOrganizationRole } from '../../../api/organization-roles/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DialogForm, type CreateFormProps } from '../../../components/dialog-form/dialog-form';
import { useDialogFormSubmit } from '../../../components/dialog-form/use-dialog-form-submit';
import { RoleTypeField } from '../../../components/role-type-field/role-type-field';
import {
  NameDescriptionFields,
  nameDescriptionLabels,
} from '../../../components/name-description-fields/name-description-fields';

interface CreateOrganizationRoleValues {
  name: string;
  description: string;
  type: RoleType;
}

/** Trimmed texts; an empty description is no description. */
const toCreateBody = (values: CreateOrganizationRoleValues): OrganizationRoleCreate => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  type: values.type,
});

/** Name, description and type (User or machine-to-machine) of a new organization role. */
export const CreateOrganizationRoleForm = ({
  onCancel,
  onCreated,
}: CreateFormProps<OrganizationRole>) => {
  const { t } = useTranslation();
  const createRole = useCreateOrganizationRole({ hideErrorToast: true });
  const form = useForm<CreateOrganizationRoleValues>({
    defaultValues: { name: '', description: '', type: 'User' },
    resolver: contractResolver(organizationRoleCreateGuard, toCreateBody, t),
  });
  const onSubmit = useDialogFormSubmit(form, {
    send: (values) => createRole.mutateAsync(toCreateBody(values)),
    onDone: onCreated,
    fieldErrors: {
      codes: { 'entity.unique_integrity_violation': 'name' },
      detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
    },
  });

  return (
    <DialogForm
      submitLabel={t('organization_template.roles.create')}
      submitTestId="organization-role-create-submit"
      isSubmitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <NameDescriptionFields
        form={form}
        idPrefix="organization-role-create"
        labels={nameDescriptionLabels(t, 'organization_template.roles')}
      />
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <RoleTypeField
            name="organization-role-type"
            legend={t('organization_template.roles.type_legend')}
            value={field.value}
            onChange={field.onChange}
            testIdPrefix="organization-role-create-type-"
          />
        )}
      />
    </DialogForm>
  );
};
