import { roleCreateGuard, type Role, type RoleCreate, type RoleType } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateRole } from '../../../api/roles/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import {
  NameDescriptionFields,
  nameDescriptionLabels,
} from '../../../components/name-description-fields/name-description-fields';
import { PermissionPicker } from '../../../components/permission-picker/permission-picker';
import { RoleTypeField } from '../../../components/role-type-field/role-type-field';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Switch } from '../../../ds/switch/switch';
import styles from '../../../components/dialog-form/dialog-form.module.css';

export interface CreateRoleValues {
  name: string;
  description: string;
  type: RoleType;
  isDefault: boolean;
  scopeIds: string[];
}

interface CreateRoleFormProps {
  onCancel: () => void;
  onCreated: (role: Role) => void;
}

/** The body the form sends: trimmed texts, and only the settings that apply. */
const toCreateBody = (values: CreateRoleValues): RoleCreate => ({
  name: values.name.trim(),
  description: values.description.trim(),
  type: values.type,
  ...(values.type === 'User' && values.isDefault ? { isDefault: true } : {}),
  ...(values.scopeIds.length > 0 ? { scopeIds: values.scopeIds } : {}),
});

/** Name, description, type, default flag (User roles) and permissions picked across API resources. */
export const CreateRoleForm = ({ onCancel, onCreated }: CreateRoleFormProps) => {
  const { t } = useTranslation();
  const createRole = useCreateRole({ hideErrorToast: true });
  const form = useForm<CreateRoleValues>({
    defaultValues: { name: '', description: '', type: 'User', isDefault: false, scopeIds: [] },
    resolver: contractResolver(roleCreateGuard, toCreateBody, t),
  });
  const { control, handleSubmit, formState, setError, watch } = form;
  const handleError = useSubmitErrorHandler(setError);
  const type = watch('type');

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await createRole.mutateAsync(toCreateBody(values)));
    } catch (error) {
      handleError(error, {
        codes: { 'role.name_in_use': 'name' },
        detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
      });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <div>
        <NameDescriptionFields
          form={form}
          idPrefix="role-create"
          labels={nameDescriptionLabels(t, 'roles.create')}
          isDescriptionRequired
        />
      </div>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RoleTypeField
            name="role-type"
            legend={t('roles.create.type_legend')}
            value={field.value}
            onChange={field.onChange}
            testIdPrefix="role-create-type-"
          />
        )}
      />
      {type === 'User' && (
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Switch
              id="role-create-default"
              checked={field.value}
              onCheckedChange={field.onChange}
              label={t('roles.general.default_toggle')}
              description={t('roles.general.default_description')}
              data-testid="role-create-default"
            />
          )}
        />
      )}
      <Controller
        control={control}
        name="scopeIds"
        render={({ field }) => (
          <FormField id="role-create-permissions" label={t('roles.create.permissions')} description={t('roles.create.permissions_description')} isGroup>
            {() => <PermissionPicker value={field.value} onChange={field.onChange} excludeManagementApi={type === 'User'} />}
          </FormField>
        )}
      />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="role-create-submit">
          {t('create.role')}
        </Button>
      </div>
    </form>
  );
};
