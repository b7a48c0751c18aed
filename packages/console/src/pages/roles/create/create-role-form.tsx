import { roleTypes } from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { Role, RoleType } from '../../../components/api-entities/role';
import { PermissionPicker } from '../../../components/permission-picker/permission-picker';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import { Switch } from '../../../ds/switch/switch';
import styles from './create-role.module.css';
import { RoleFields } from './role-fields';

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

/** Name, description, type, default flag (User roles) and permissions picked across API resources. */
export const CreateRoleForm = ({ onCancel, onCreated }: CreateRoleFormProps) => {
  const { t } = useTranslation();
  const api = useApi({ hideErrorToast: true });
  const form = useForm<CreateRoleValues>({
    defaultValues: { name: '', description: '', type: 'User', isDefault: false, scopeIds: [] },
  });
  const { control, handleSubmit, formState, setError, watch } = form;
  const handleError = useSubmitErrorHandler(setError);
  const type = watch('type');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const role = await api.post<Role>('api/roles', {
        json: {
          name: values.name.trim(),
          description: values.description.trim(),
          type: values.type,
          ...(values.type === 'User' && values.isDefault ? { isDefault: true } : {}),
          ...(values.scopeIds.length > 0 ? { scopeIds: values.scopeIds } : {}),
        },
      });
      onCreated(role);
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
        <RoleFields form={form} idPrefix="role-create" />
      </div>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioCardGroup
            name="role-type"
            legend={t('roles.create.type_legend')}
            value={field.value}
            onChange={field.onChange}
            options={roleTypes.map((value) => ({
              value,
              title: t(`roles.types.${value}.name`),
              description: t(`roles.types.${value}.description`),
              'data-testid': `role-create-type-${value}`,
            }))}
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
