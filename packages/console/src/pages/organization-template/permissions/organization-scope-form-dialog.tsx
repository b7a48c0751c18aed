import {
  organizationScopeCreateGuard,
  type OrganizationScope,
  type OrganizationScopeCreate,
} from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  useCreateOrganizationScope,
  useUpdateOrganizationScope,
} from '../../../api/organization-scopes/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { NameDescriptionFields } from '../../../components/name-description-fields/name-description-fields';
import { DialogForm } from '../../../components/dialog-form/dialog-form';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Modal } from '../../../ds/modal/modal';
import { useToast } from '../../../ds/toast/use-toast';

interface OrganizationScopeFormValues {
  name: string;
  description: string;
}

/** Trimmed texts; an empty description is no description. */
const toBody = ({ name, description }: OrganizationScopeFormValues): OrganizationScopeCreate => ({
  name: name.trim(),
  description: description.trim() || null,
});

interface OrganizationScopeFormDialogProps {
  /** Edits this permission; without it a permission is created. */
  scope?: OrganizationScope;
  onClose: () => void;
}

/** Creates or edits an organization permission (name and description). */
export const OrganizationScopeFormDialog = ({
  scope,
  onClose,
}: OrganizationScopeFormDialogProps) => {
  const { t } = useTranslation();
  const createScope = useCreateOrganizationScope({ hideErrorToast: true });
  const updateScope = useUpdateOrganizationScope({ hideErrorToast: true });
  const toast = useToast();
  const form = useForm<OrganizationScopeFormValues>({
    defaultValues: { name: scope?.name ?? '', description: scope?.description ?? '' },
    resolver: contractResolver(organizationScopeCreateGuard, toBody, t),
  });
  const { handleSubmit, formState, setError } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    const body = toBody(values);
    try {
      if (scope) {
        await updateScope.mutateAsync({ id: scope.id, body });
        toast.success(t('shared_form.saved'));
      } else {
        await createScope.mutateAsync(body);
        toast.success(t('organization_template.permissions.created', { name: body.name }));
      }
      onClose();
    } catch (error) {
      handleError(error, {
        codes: { 'entity.unique_integrity_violation': 'name' },
        detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
      });
    }
  });

  return (
    <Modal
      open
      title={
        scope
          ? t('organization_template.permissions.edit_title')
          : t('organization_template.permissions.create')
      }
      closeLabel={t('general.close')}
      data-testid="organization-scope-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogForm
        submitLabel={scope ? t('shared_form.save') : t('shared_form.create')}
        submitTestId="organization-scope-submit"
        isSubmitting={formState.isSubmitting}
        onSubmit={onSubmit}
        onCancel={onClose}
      >
        <NameDescriptionFields
          form={form}
          idPrefix="organization-scope"
          isNameMono
          labels={{
            name: t('organization_template.permissions.name'),
            namePlaceholder: 'read:members',
            description: t('organization_template.permissions.description'),
            descriptionPlaceholder: t('organization_template.permissions.description_placeholder'),
          }}
        />
      </DialogForm>
    </Modal>
  );
};
