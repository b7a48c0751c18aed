import { hasNoSpace, lengthLimits } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { Scope } from '../../../components/api-entities/resource';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './permissions.module.css';

interface ScopeFormValues {
  name: string;
  description: string;
}

interface ScopeFormDialogProps {
  resourceId: string;
  /** Edits this scope's description; without it a scope is created. */
  scope?: Scope;
  onClose: () => void;
}

/** Creates a permission (name without spaces, description) or edits a permission's description. */
export const ScopeFormDialog = ({ resourceId, scope, onClose }: ScopeFormDialogProps) => {
  const { t } = useTranslation();
  const api = useApi({ hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<ScopeFormValues>({
    defaultValues: { name: scope?.name ?? '', description: scope?.description ?? '' },
  });
  const handleError = useSubmitErrorHandler(setError);
  const scopesPath = `api/resources/${resourceId}/scopes`;

  const onSubmit = handleSubmit(async ({ name, description }) => {
    try {
      if (scope) {
        await api.patch(`${scopesPath}/${scope.id}`, { json: { description: description.trim() || null } });
        toast.success(t('shared_form.saved'));
      } else {
        await api.post(scopesPath, { json: { name: name.trim(), description: description.trim() || null } });
        toast.success(t('api_resources.permissions.created', { name: name.trim() }));
      }
      await invalidatePaths(queryClient, 'api/resources', 'api/roles');
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
      title={scope ? t('api_resources.permissions.edit_title') : t('api_resources.permissions.create')}
      closeLabel={t('general.close')}
      data-testid="scope-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
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
              {...register('name', {
                validate: (value) => {
                  const name = value.trim();
                  if (!name) {
                    return t('shared_form.required');
                  }
                  return hasNoSpace(name) || t('api_resources.permissions.name_space');
                },
                maxLength: { value: lengthLimits.scopeName, message: t('shared_form.too_long', { max: lengthLimits.scopeName }) },
              })}
            />
          )}
        </FormField>
        <FormField id="scope-create-description" label={t('api_resources.permissions.description')}>
          {(control) => (
            <TextInput
              {...control}
              placeholder={t('api_resources.permissions.description_placeholder')}
              data-testid="scope-create-description"
              {...register('description')}
            />
          )}
        </FormField>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="scope-create-submit">
            {scope ? t('shared_form.save') : t('shared_form.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
