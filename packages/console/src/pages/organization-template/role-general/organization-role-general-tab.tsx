import {
  organizationRolePatchGuard,
  type OrganizationRole,
  type OrganizationRolePatch,
  type RoleType,
} from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { organizationRoleKeys } from '../../../api/organization-roles/keys';
import { useUpdateOrganizationRole } from '../../../api/organization-roles/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import {
  NameDescriptionFields,
  nameDescriptionLabels,
} from '../../../components/name-description-fields/name-description-fields';
import { RoleTypeField } from '../../../components/role-type-field/role-type-field';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { useToast } from '../../../ds/toast/use-toast';
import { useConfirmedOrganizationRoleDeletion } from '../role-details/organization-role-deletion';
import { useOrganizationRoleOutlet } from '../role-details/use-organization-role';
import styles from '../../organizations/shared/organizations.module.css';

interface OrganizationRoleGeneralValues {
  name: string;
  description: string;
  type: RoleType;
}

const toValues = ({ name, description, type }: OrganizationRole): OrganizationRoleGeneralValues => ({
  name,
  description: description ?? '',
  type,
});

/** Trimmed texts; an emptied description clears it. */
const toPatchBody = (values: OrganizationRoleGeneralValues): OrganizationRolePatch => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  type: values.type,
});

/**
 * `/organization-template/organization-roles/{id}/general`: name, description, type, delete. The
 * type changes only while no member, app, just-in-time rule or pending invitation gives the role
 * (the server answers `organization.role_type_in_use` otherwise, shown as a toast).
 */
export default function OrganizationRoleGeneralTab() {
  const { t } = useTranslation();
  const { role } = useOrganizationRoleOutlet();
  const updateRole = useUpdateOrganizationRole(role.id, { hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<OrganizationRoleGeneralValues>({
    defaultValues: toValues(role),
    resolver: contractResolver(organizationRolePatchGuard, toPatchBody, t),
  });
  const { handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);
  const deleteRole = useConfirmedOrganizationRoleDeletion(role);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateRole.mutateAsync(toPatchBody(values));
      queryClient.setQueryData(organizationRoleKeys.detail(role.id), updated);
      reset(toValues(updated));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        codes: { 'entity.unique_integrity_violation': 'name' },
        detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
      });
    }
  });

  return (
    <form
      noValidate
      data-testid="organization-role-general-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard
        title={t('organization_template.general.title')}
        description={t('organization_template.general.description')}
      >
        <div className={styles.form}>
          <NameDescriptionFields
            form={form}
            idPrefix="organization-role"
            labels={nameDescriptionLabels(t, 'organization_template.roles')}
          />
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <RoleTypeField
                name="organization-role-general-type"
                legend={t('organization_template.roles.type_legend')}
                value={field.value}
                onChange={field.onChange}
                testIdPrefix="organization-role-type-"
              />
            )}
          />
          <p className={styles.muted}>{t('organization_template.general.type_note')}</p>
        </div>
      </FormCard>
      <FormActions
        isDirty={formState.isDirty}
        isSubmitting={formState.isSubmitting}
        onDiscard={() => reset(toValues(role))}
      />
      <DangerZone
        description={t('organization_template.general.delete_description')}
        buttonText={t('organization_template.roles.delete')}
        onDelete={() => void deleteRole().catch(() => undefined)}
      />
    </form>
  );
}
