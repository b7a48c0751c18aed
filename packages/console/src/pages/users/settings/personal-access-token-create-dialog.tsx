import {
  personalAccessTokenCreateGuard,
  seconds,
  type CreatedPersonalAccessToken,
  type PersonalAccessTokenCreate,
} from '@tessera/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreatePersonalAccessToken } from '../../../api/users/personal-access-tokens';
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

interface CreateTokenValues {
  name: string;
  /** Days until it expires; empty for never. */
  expiry: string;
}

/** The body the dialog sends: the expiry counts from now, in epoch milliseconds. */
const toTokenBody = ({ name, expiry }: CreateTokenValues): PersonalAccessTokenCreate => ({
  name: name.trim(),
  expiresAt: expiry ? Date.now() + Number(expiry) * seconds.day * 1000 : null,
});

/** Name and expiry of a new token; afterwards its value, shown this once. */
export const PersonalAccessTokenCreateDialog = ({ userId, onClose }: { userId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const createToken = useCreatePersonalAccessToken(userId, { hideErrorToast: true });
  const [created, setCreated] = useState<CreatedPersonalAccessToken>();
  const { register, handleSubmit, formState, setError } = useForm<CreateTokenValues>({
    defaultValues: { name: '', expiry: '' },
    resolver: contractResolver(personalAccessTokenCreateGuard, toTokenBody, t),
  });
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setCreated(await createToken.mutateAsync(toTokenBody(values)));
    } catch (error) {
      handleError(error, {
        codes: { 'personal_access_token.name_in_use': 'name', 'personal_access_token.expires_at_in_past': 'expiry' },
        detailPaths: (path) => (path === 'name' ? 'name' : undefined),
      });
    }
  });

  return (
    <Modal
      open
      title={created ? t('users.personal_access_tokens.created_title') : t('users.personal_access_tokens.create')}
      closeLabel={t('general.close')}
      data-testid="pat-create-dialog"
      onOpenChange={(open) => !open && onClose()}
    >
      {created ? (
        <div className={styles.form}>
          <InlineAlert variant="warning">{t('users.personal_access_tokens.once_warning')}</InlineAlert>
          <FormField id="pat-created-value" label={t('users.personal_access_tokens.value_label')} isGroup>
            {() => (
              <CopyField value={created.value} label={t('users.personal_access_tokens.value_label')} data-testid="pat-value" />
            )}
          </FormField>
          <div className={styles.actions}>
            <Button variant="primary" data-testid="pat-created-done" onClick={onClose}>
              {t('shared_form.done')}
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <FormField id="pat-name" label={t('users.personal_access_tokens.name')} error={formState.errors.name?.message} isRequired>
            {(control) => (
              <TextInput
                {...control}
                placeholder={t('users.personal_access_tokens.name_placeholder')}
                hasError={Boolean(formState.errors.name)}
                data-testid="pat-name-input"
                {...register('name')}
              />
            )}
          </FormField>
          <FormField id="pat-expiry" label={t('users.personal_access_tokens.expiry')} error={formState.errors.expiry?.message}>
            {(control) => (
              <Select
                {...control}
                data-testid="pat-expiry-select"
                options={[
                  { value: '', label: t('users.personal_access_tokens.never') },
                  ...expiryDays.map((days) => ({
                    value: String(days),
                    label: t('users.personal_access_tokens.expiry_days', { count: days }),
                  })),
                ]}
                {...register('expiry')}
              />
            )}
          </FormField>
          <div className={styles.actions}>
            <Button onClick={onClose}>{t('general.cancel')}</Button>
            <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="pat-create-submit">
              {t('shared_form.create')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
