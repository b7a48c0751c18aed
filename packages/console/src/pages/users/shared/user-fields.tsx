import { emailGuard, isValidPhoneInput, phoneGuard, usernameGuard } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';

/** The text fields of a user as forms hold them: empty strings for what is not set. */
export interface UserTextValues extends FieldValues {
  username: string;
  primaryEmail: string;
  primaryPhone: string;
  name: string;
}

export type UserTextField = keyof UserTextValues & string;

const fields = [
  { name: 'username', label: 'users.fields.username', placeholder: 'users.fields.username_placeholder', type: 'text' },
  { name: 'primaryEmail', label: 'users.fields.email', placeholder: 'users.fields.email_placeholder', type: 'email' },
  { name: 'primaryPhone', label: 'users.fields.phone', placeholder: 'users.fields.phone_placeholder', type: 'tel' },
  { name: 'name', label: 'users.fields.name', placeholder: 'users.fields.name_placeholder', type: 'text' },
] as const;

/**
 * A phone number as typed (`+1 (415) 555-0100`) as the API stores it: digits only. Anything
 * else is sent as typed, for the contract to refuse with the phone field's message.
 */
export const toPhoneDigits = (typed: string) => {
  const text = typed.trim();
  return isValidPhoneInput(text) ? text.replace(/\D/g, '') : text;
};

/**
 * The identifier formats of spec 001 §5, which the contract leaves to the server: checked here
 * too so a typo is shown on its field before anything is sent. Empty fields are not checked.
 */
export const identifierRules = (values: UserTextValues, t: TFunction) => {
  type MessageKey = (typeof userFieldMessageKeys)[keyof typeof userFieldMessageKeys];
  const check = (text: string, guard: { safeParse: (value: string) => { success: boolean } }, key: MessageKey): string | undefined =>
    text === '' || guard.safeParse(text).success ? undefined : t(key);
  return {
    username: check(values.username.trim(), usernameGuard, userFieldMessageKeys.username),
    primaryEmail: check(values.primaryEmail.trim(), emailGuard, userFieldMessageKeys.primaryEmail),
    primaryPhone: check(toPhoneDigits(values.primaryPhone), phoneGuard, userFieldMessageKeys.primaryPhone),
  };
};

/** The body field a form field sends, and back: forms and bodies share the names. */
export const userTextFieldOf = (path: string): UserTextField | undefined =>
  fields.find((field) => field.name === path)?.name;

/** Contract issues on these fields in the console's words (the schema's are English). */
export const userFieldMessageKeys = {
  username: 'users.fields.invalid_username',
  primaryEmail: 'users.fields.invalid_email',
  primaryPhone: 'users.fields.invalid_phone',
  avatar: 'users.fields.invalid_avatar',
} as const;

/** Server codes about one identifier, for `useSubmitErrorHandler`. */
export const userFieldErrorCodes = {
  'user.username_already_in_use': 'username',
  'user.email_already_in_use': 'primaryEmail',
  'user.phone_already_in_use': 'primaryPhone',
  'user.invalid_username': 'username',
  'user.invalid_email': 'primaryEmail',
  'user.invalid_phone': 'primaryPhone',
} as const;

/** Username, email, phone and name of a user (create form and profile settings). */
export const UserFields = <Values extends UserTextValues>({ form, idPrefix }: { form: UseFormReturn<Values>; idPrefix: string }) => {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors as Partial<Record<UserTextField, { message?: string }>>;
  return (
    <>
      {fields.map((field) => (
        <FormField key={field.name} id={`${idPrefix}-${field.name}`} label={t(field.label)} error={errors[field.name]?.message}>
          {(control) => (
            <TextInput
              {...control}
              type={field.type}
              autoComplete="off"
              placeholder={t(field.placeholder)}
              hasError={Boolean(errors[field.name])}
              data-testid={`${idPrefix}-${field.name}`}
              {...register(field.name as Path<Values>)}
            />
          )}
        </FormField>
      ))}
    </>
  );
};
