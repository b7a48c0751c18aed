import { hasNoSpace, scopeCreateGuard, type Scope, type ScopeCreate } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateScope, useUpdateScope } from '../../../api/resources/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { DialogForm } from '../../../components/dialog-form/dialog-form';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';

interface ScopeFormValues {
  name: string;
  description: string;
}

/** Trimmed texts; an empty description is no description. */
const toScopeBody = ({ name, description }: ScopeFormValues): ScopeCreate => ({
  name: name.trim(),
  description: description.trim() || null,
});

/**
 * The contract lets a name with spaces through so the server can answer with its own code; the
 * dialog refuses it before asking, with the same words.
 */
const scopeFormSchema = scopeCreateGuard.refine(({ name }) => hasNoSpace(name), { path: ['name'] });

interface ScopeFormDialogProps {
  resourceId: string;
  /** Edits this scope's description; without it a scope is created. */
  scope?: Scope;
  onClose: () => void;
}

/** Creates a permission (name without spaces, description) or edits a permission's description. */
export const ScopeFormDialog = ({ resourceId, scope, onClose }: ScopeFormDialogProps) => {
  const { t } = useTranslation();
  const createScope = useCreateScope(resourceId, { hideErrorToast: true });
  const updateScope = useUpdateScope(resourceId, { hideErrorToast: true });
  const toast = useToast();
  const { register, handleSubmit, formState, setError } = useForm<ScopeFormValues>({
    defaultValues: { name: scope?.name ?? '', description: scope?.description ?? '' },
    resolver: contractResolver(scopeFormSchema, toScopeBody, t, {
      name: t('api_resources.permissions.name_space'),
    }),
  });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    const body = toScopeBody(values);
    try {
      if (scope) {
        // The name is fixed once created: only the description is sent.
        await updateScope.mutateAsync({
          scopeId: scope.id,
          body: { description: body.description },
        });
        toast.success(t('shared_form.saved'));
      } else {
        await createScope.mutateAsync(body);
        toast.success(t('api_resources.permissions.created', { name: body.name }));
      }
      onClose();
    } catch (error) {
      handleError(error, {
        codes: { 'scope.name_exists': 'name', 'scope.name_with_space': 'name' },
        detailPaths: (path) => (path === 'name' || path === 'description' ? path : undefined),
      });
    }
  });

  return (
    <Modal
      open
      title={
        scope ? t('api_resources.permissions.edit_title') : t('api_resources.permissions.create')
      }
      closeLabel={t('general.close')}
      data-testid="scope-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogForm
        submitLabel={scope ? t('shared_form.save') : t('shared_form.create')}
        submitTestId="scope-create-submit"
        isSubmitting={formState.isSubmitting}
        onSubmit={onSubmit}
        onCancel={onClose}
      >
        <FormField
          id="scope-create-name"
          label={t('api_resources.permissions.name')}
          description={t('api_resources.permissions.name_description')}
          error={formState.errors.name?.message}
          isRequired
        >
          {(control) => (
            <TextInput
              {...control}
              isMono
              readOnly={Boolean(scope)}
              placeholder="read:orders"
              hasError={Boolean(formState.errors.name)}
              data-testid="scope-create-name"
              {...register('name')}
            />
          )}
        </FormField>
        <FormField
          id="scope-create-description"
          label={t('api_resources.permissions.description')}
          error={formState.errors.description?.message}
        >
          {(control) => (
            <TextInput
              {...control}
              placeholder={t('api_resources.permissions.description_placeholder')}
              hasError={Boolean(formState.errors.description)}
              data-testid="scope-create-description"
              {...register('description')}
            />
          )}
        </FormField>
      </DialogForm>
    </Modal>
  );
};
