import { lengthLimits } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { ApplicationSecret } from '../../../components/api-entities/application';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import { secretPath, secretsPath } from './secrets-path';
import styles from './secrets.module.css';

interface RenameSecretDialogProps {
  applicationId: string;
  secret: ApplicationSecret;
  onClose: () => void;
}

export const RenameSecretDialog = ({ applicationId, secret, onClose }: RenameSecretDialogProps) => {
  const { t } = useTranslation();
  const api = useApi({ hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm({ defaultValues: { name: secret.name } });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await api.patch(secretPath(applicationId, secret.name), { json: { name: name.trim() } });
      toast.success(t('applications.secrets.renamed'));
      await invalidatePaths(queryClient, secretsPath(applicationId));
      onClose();
    } catch (error) {
      handleError(error, { codes: { 'application.secret_name_exists': 'name' } });
    }
  });

  return (
    <Modal open title={t('applications.secrets.rename')} closeLabel={t('general.close')} onOpenChange={(open) => !open && onClose()}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField id="secret-rename" label={t('applications.secrets.name')} error={formState.errors.name?.message} isRequired>
          {(control) => (
            <TextInput
              {...control}
              hasError={Boolean(formState.errors.name)}
              {...register('name', {
                validate: (value) => value.trim().length > 0 || t('shared_form.required'),
                maxLength: { value: lengthLimits.applicationName, message: t('shared_form.too_long', { max: lengthLimits.applicationName }) },
              })}
            />
          )}
        </FormField>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" variant="primary" isLoading={formState.isSubmitting} disabled={!formState.isDirty}>
            {t('shared_form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
