import {
  organizationCreateGuard,
  type Organization,
  type OrganizationCreate,
} from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateOrganization } from '../../../api/organizations/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import styles from '../shared/organizations.module.css';
import { OrganizationTextFields } from './organization-text-fields';

interface CreateOrganizationValues {
  name: string;
  description: string;
}

/** Trimmed texts; an empty description is no description. */
const toCreateBody = (values: CreateOrganizationValues): OrganizationCreate => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
});

interface CreateOrganizationFormProps {
  onCancel: () => void;
  onCreated: (organization: Organization) => void;
}

/** Name and description of a new organization; the rest is set on its page. */
export const CreateOrganizationForm = ({ onCancel, onCreated }: CreateOrganizationFormProps) => {
  const { t } = useTranslation();
  const createOrganization = useCreateOrganization({ hideErrorToast: true });
  const form = useForm<CreateOrganizationValues>({
    defaultValues: { name: '', description: '' },
    resolver: contractResolver(organizationCreateGuard, toCreateBody, t),
  });
  const { handleSubmit, formState, setError } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await createOrganization.mutateAsync(toCreateBody(values)));
    } catch (error) {
      handleError(error, {
        detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
      });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <OrganizationTextFields form={form} idPrefix="organization-create" />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button
          type="submit"
          variant="primary"
          isLoading={formState.isSubmitting}
          data-testid="organization-create-submit"
        >
          {t('create.organization')}
        </Button>
      </div>
    </form>
  );
};
