import { personalAccessTokenPatchGuard, type PersonalAccessToken } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useRenamePersonalAccessToken } from '../../../api/users/personal-access-tokens';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import styles from '../../../components/dialog-form/dialog-form.module.css';

interface RenameTokenValues {
  name: string;
}

const toRenameBody = ({ name }: RenameTokenValues) => ({ name: name.trim() });

export const PersonalAccessTokenRenameDialog = ({ token, onClose }: { token: PersonalAccessToken; onClose: () => void }) => {
  const { t } = useTranslation();
  const renameToken = useRenamePersonalAccessToken(token.userId, token.name, { hideErrorToast: true });
  const toast = useToast();
  const { register, handleSubmit, formState, setError } = useForm<RenameTokenValues>({
    defaultValues: { name: token.name },
    resolver: contractResolver(personalAccessTokenPatchGuard, toRenameBody, t),
  });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await renameToken.mutateAsync(toRenameBody(values).name);
      toast.success(t('users.personal_access_tokens.renamed'));
      onClose();
    } catch (error) {
      handleError(error, { codes: { 'personal_access_token.name_in_use': 'name' } });
    }
  });

  return (
    <Modal
      open
      title={t('users.personal_access_tokens.rename')}
      closeLabel={t('general.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField id="pat-rename" label={t('users.personal_access_tokens.name')} error={formState.errors.name?.message} isRequired>
          {(control) => (
            <TextInput {...control} hasError={Boolean(formState.errors.name)} data-testid="pat-rename-input" {...register('name')} />
          )}
        </FormField>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" variant="primary" isLoading={formState.isSubmitting} disabled={!formState.isDirty} data-testid="pat-rename-submit">
            {t('shared_form.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
