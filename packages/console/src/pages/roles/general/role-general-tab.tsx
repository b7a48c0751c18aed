import { rolePatchGuard, type Role, type RolePatch } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { roleKeys } from '../../../api/roles/keys';
import { useUpdateRole } from '../../../api/roles/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import {
  NameDescriptionFields,
  nameDescriptionLabels,
} from '../../../components/name-description-fields/name-description-fields';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { Switch } from '../../../ds/switch/switch';
import { useToast } from '../../../ds/toast/use-toast';
import { useConfirmedRoleDeletion } from '../details/role-header-actions';
import { useRoleOutlet } from '../details/use-role';
import styles from './role-general.module.css';

interface RoleGeneralValues {
  name: string;
  description: string;
  isDefault: boolean;
}

const toValues = ({ name, description, isDefault }: Role): RoleGeneralValues => ({ name, description, isDefault });

/** Trimmed texts; the default flag only for User roles. */
const toPatchBody =
  (role: Role) =>
  (values: RoleGeneralValues): RolePatch => ({
    name: values.name.trim(),
    description: values.description.trim(),
    ...(role.type === 'User' ? { isDefault: values.isDefault } : {}),
  });

/** `/roles/{id}/general`: name, description, default role (User roles), delete. */
export default function RoleGeneralTab() {
  const { t } = useTranslation();
  const { role } = useRoleOutlet();
  const updateRole = useUpdateRole(role.id, { hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<RoleGeneralValues>({
    defaultValues: toValues(role),
    resolver: contractResolver(rolePatchGuard, toPatchBody(role), t),
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);
  const deleteRole = useConfirmedRoleDeletion(role);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateRole.mutateAsync(toPatchBody(role)(values));
      queryClient.setQueryData(roleKeys.detail(role.id), updated);
      reset(toValues(updated));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        codes: { 'role.name_in_use': 'name' },
        detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
      });
    }
  });

  return (
    <form noValidate data-testid="role-general-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard title={t('roles.general.title')} description={t('roles.general.description')}>
        <div className={styles.fields}>
          <NameDescriptionFields form={form} idPrefix="role" labels={nameDescriptionLabels(t, 'roles.create')} isDescriptionRequired />
          {role.type === 'User' && (
            <Controller
              control={control}
              name="isDefault"
              render={({ field }) => (
                <Switch
                  id="role-default"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  label={t('roles.general.default_toggle')}
                  description={t('roles.general.default_description')}
                  data-testid="role-default-switch"
                />
              )}
            />
          )}
        </div>
      </FormCard>
      <FormActions isDirty={formState.isDirty} isSubmitting={formState.isSubmitting} onDiscard={() => reset(toValues(role))} />
      <DangerZone
        description={t('roles.general.delete_description')}
        buttonText={t('roles.details.delete')}
        onDelete={() => void deleteRole().catch(() => undefined)}
      />
    </form>
  );
}
