import { applicationSecretPatchGuard, type ApplicationSecretInfo, type ApplicationSecretPatch } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useRenameApplicationSecret } from '../../../api/applications/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import styles from '../../../components/dialog-form/dialog-form.module.css';

interface RenameSecretDialogProps {
  applicationId: string;
  secret: ApplicationSecretInfo;
  onClose: () => void;
}

interface RenameSecretValues {
  name: string;
}

const toRenameBody = ({ name }: RenameSecretValues): ApplicationSecretPatch => ({ name: name.trim() });

export const RenameSecretDialog = ({ applicationId, secret, onClose }: RenameSecretDialogProps) => {
  const { t } = useTranslation();
  const renameSecret = useRenameApplicationSecret(applicationId, secret.name, { hideErrorToast: true });
  const toast = useToast();
  const { register, handleSubmit, formState, setError } = useForm<RenameSecretValues>({
    defaultValues: { name: secret.name },
    resolver: contractResolver(applicationSecretPatchGuard, toRenameBody, t),
  });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await renameSecret.mutateAsync(toRenameBody(values));
      toast.success(t('applications.secrets.renamed'));
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
              {...register('name')}
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
