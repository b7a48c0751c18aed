import { lengthLimits, seconds } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApi } from '../../../api/use-api';
import type { CreatedApplicationSecret } from '../../../components/api-entities/application';
import { CopyField } from '../../../components/copy-field/copy-field';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { Modal } from '../../../ds/modal/modal';
import { Select } from '../../../ds/select/select';
import { TextInput } from '../../../ds/text-input/text-input';
import { secretsPath } from './secrets-path';
import styles from './secrets.module.css';

const expiryDays = [7, 30, 90, 180, 365] as const;

interface CreateSecretValues {
  name: string;
  /** Days until it expires; empty for never. */
  expiry: string;
}

/** Name and expiry of a new secret; afterwards its value, shown this once. */
export const CreateSecretDialog = ({ applicationId, onClose }: { applicationId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const api = useApi({ hideErrorToast: true });
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<CreatedApplicationSecret>();
  const { register, handleSubmit, formState, setError } = useForm<CreateSecretValues>({ defaultValues: { name: '', expiry: '' } });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async ({ name, expiry }) => {
    try {
      const secret = await api.post<CreatedApplicationSecret>(secretsPath(applicationId), {
        json: { name: name.trim(), expiresAt: expiry ? Date.now() + Number(expiry) * seconds.day * 1000 : null },
      });
      setCreated(secret);
      void invalidatePaths(queryClient, secretsPath(applicationId));
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
                {...register('name', {
                  validate: (value) => value.trim().length > 0 || t('shared_form.required'),
                  maxLength: { value: lengthLimits.applicationName, message: t('shared_form.too_long', { max: lengthLimits.applicationName }) },
                })}
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
