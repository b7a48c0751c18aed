import {
  applicationSecretCreateGuard,
  seconds,
  type ApplicationSecretCreate,
  type CreatedApplicationSecret,
} from '@tessera/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateApplicationSecret } from '../../../api/applications/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { CopyField } from '../../../components/copy-field/copy-field';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { Modal } from '../../../ds/modal/modal';
import { Select } from '../../../ds/select/select';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from '../../../components/dialog-form/dialog-form.module.css';

const expiryDays = [7, 30, 90, 180, 365] as const;

interface CreateSecretValues {
  name: string;
  /** Days until it expires; empty for never. */
  expiry: string;
}

/** The body the dialog sends: the expiry counts from now, in epoch milliseconds. */
const toSecretBody = ({ name, expiry }: CreateSecretValues): ApplicationSecretCreate => ({
  name: name.trim(),
  expiresAt: expiry ? Date.now() + Number(expiry) * seconds.day * 1000 : null,
});

/** Name and expiry of a new secret; afterwards its value, shown this once. */
export const CreateSecretDialog = ({ applicationId, onClose }: { applicationId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const createSecret = useCreateApplicationSecret(applicationId, { hideErrorToast: true });
  const [created, setCreated] = useState<CreatedApplicationSecret>();
  const { register, handleSubmit, formState, setError } = useForm<CreateSecretValues>({
    defaultValues: { name: '', expiry: '' },
    resolver: contractResolver(applicationSecretCreateGuard, toSecretBody, t),
  });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setCreated(await createSecret.mutateAsync(toSecretBody(values)));
    } catch (error) {
      handleError(error, { codes: { 'application.secret_name_exists': 'name' }, detailPaths: (path) => (path === 'name' ? 'name' : undefined) });
    }
  });

  return (
    <Modal
      open
      title={created ? t('applications.secrets.created_title') : t('applications.secrets.create')}
      closeLabel={t('general.close')}
      data-testid="secret-create-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      {created ? (
        <div className={styles.form}>
          <InlineAlert variant="warning">{t('applications.secrets.once_warning')}</InlineAlert>
          <FormField id="secret-created-value" label={t('applications.secrets.value_label')} isGroup>
            {() => <CopyField value={created.value} label={t('applications.secrets.value_label')} data-testid="app-secret-value" />}
          </FormField>
          <div className={styles.actions}>
            <Button variant="primary" data-testid="secret-created-done" onClick={onClose}>
              {t('shared_form.done')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField id="secret-name" label={t('applications.secrets.name')} error={formState.errors.name?.message} isRequired>
            {(control) => (
              <TextInput
                {...control}
                placeholder={t('applications.secrets.name_placeholder')}
                hasError={Boolean(formState.errors.name)}
                data-testid="secret-name-input"
                {...register('name')}
              />
            )}
          </FormField>
          <FormField id="secret-expiry" label={t('applications.secrets.expiry')}>
            {(control) => (
              <Select
                {...control}
                data-testid="secret-expiry-select"
                options={[
                  { value: '', label: t('applications.secrets.never') },
                  ...expiryDays.map((days) => ({ value: String(days), label: t('applications.secrets.expiry_days', { count: days }) })),
                ]}
                {...register('expiry')}
              />
            )}
          </FormField>
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('general.cancel')}</Button>
            <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="secret-create-submit">
              {t('shared_form.create')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
