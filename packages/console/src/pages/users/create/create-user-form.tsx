import { userCreateGuard, type UserCreate } from '@tessera/schemas';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCreateUser } from '../../../api/users/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { Button } from '../../../ds/button/button';
import { generatePassword } from '../shared/generate-password';
import {
  identifierRules,
  toPhoneDigits,
  UserFields,
  userFieldErrorCodes,
  userFieldMessageKeys,
  userTextFieldOf,
  type UserTextValues,
} from '../shared/user-fields';
import styles from '../../../components/dialog-form/dialog-form.module.css';

export interface CreatedUser {
  id: string;
  /** The generated password, shown once. */
  password: string;
}

interface CreateUserFormProps {
  onCancel: () => void;
  onCreated: (created: CreatedUser) => void;
}

/** Trimmed texts; empty fields are left out, not sent blank. */
const toCreateBody = (values: UserTextValues, password?: string): UserCreate => {
  const body: UserCreate = {};
  for (const key of ['username', 'primaryEmail', 'primaryPhone', 'name'] as const) {
    const value = key === 'primaryPhone' ? toPhoneDigits(values[key]) : values[key].trim();
    if (value) {
      body[key] = value;
    }
  }
  return password ? { ...body, password } : body;
};

const hasIdentifier = (values: UserTextValues) =>
  [values.username, values.primaryEmail, values.primaryPhone].some((value) => value.trim() !== '');

/** Username, email or phone (one at least) and a name; the password is generated on submit. */
export const CreateUserForm = ({ onCancel, onCreated }: CreateUserFormProps) => {
  const { t } = useTranslation();
  const createUser = useCreateUser({ hideErrorToast: true });
  const fieldMessages = Object.fromEntries(Object.entries(userFieldMessageKeys).map(([field, key]) => [field, t(key)]));
  const form = useForm<UserTextValues>({
    defaultValues: { username: '', primaryEmail: '', primaryPhone: '', name: '' },
    resolver: contractResolver(userCreateGuard, (values: UserTextValues) => toCreateBody(values), t, fieldMessages, {
      rules: (values) =>
        hasIdentifier(values) ? identifierRules(values, t) : { username: t('users.create.identifier_required') },
    }),
  });
  const { handleSubmit, formState, setError } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    const password = generatePassword();
    try {
      const user = await createUser.mutateAsync(toCreateBody(values, password));
      onCreated({ id: user.id, password });
    } catch (error) {
      handleError(error, { codes: userFieldErrorCodes, detailPaths: userTextFieldOf });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <UserFields form={form} idPrefix="user-create" />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={formState.isSubmitting} data-testid="user-create-submit">
          {t('create.user')}
        </Button>
      </div>
    </form>
  );
};
