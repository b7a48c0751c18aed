import {
  organizationRoleCreateGuard,
  roleTypes,
  type OrganizationRole,
  type OrganizationRoleCreate,
  type RoleType,
} from '@tessera/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateOrganizationRole } from '../../../api/organization-roles/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { RadioCardGroup } from '../../../ds/radio-card/radio-card-group';
import styles from '../../organizations/shared/organizations.module.css';
import { OrganizationRoleFields } from './organization-role-fields';

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

interface CreateOrganizationRoleFormProps {
  onCancel: () => void;
  onCreated: (role: OrganizationRole) => void;
}

/** Name, description and type (User or machine-to-machine) of a new organization role. */
export const CreateOrganizationRoleForm = ({
  onCancel,
  onCreated,
}: CreateOrganizationRoleFormProps) => {
  const { t } = useTranslation();
  const createRole = useCreateOrganizationRole({ hideErrorToast: true });
  const form = useForm<CreateOrganizationRoleValues>({
    defaultValues: { name: '', description: '', type: 'User' },
    resolver: contractResolver(organizationRoleCreateGuard, toCreateBody, t),
  });
  const { control, handleSubmit, formState, setError } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await createRole.mutateAsync(toCreateBody(values)));
    } catch (error) {
      handleError(error, {
        codes: { 'entity.unique_integrity_violation': 'name' },
        detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
      });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <OrganizationRoleFields form={form} idPrefix="organization-role-create" />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioCardGroup
            name="organization-role-type"
            legend={t('organization_template.roles.type_legend')}
            value={field.value}
            onChange={field.onChange}
            options={roleTypes.map((value) => ({
              value,
              title: t(`roles.types.${value}.name`),
              description: t(`roles.types.${value}.description`),
              'data-testid': `organization-role-create-type-${value}`,
            }))}
          />
        )}
      />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          isLoading={formState.isSubmitting}
          data-testid="organization-role-create-submit"
        >
          {t('organization_template.roles.create')}
        </Button>
      </div>
    </form>
  );
};
