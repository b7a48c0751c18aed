import { userPatchGuard, type UserDetails, type UserPatch } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { userKeys } from '../../../api/users/keys';
import { useUpdateUser } from '../../../api/users/mutations';
import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { FormActions } from '../../../components/form-card/form-actions';
import { FormCard } from '../../../components/form-card/form-card';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import { useToast } from '../../../ds/toast/use-toast';
import {
  identifierRules,
  toPhoneDigits,
  UserFields,
  userFieldErrorCodes,
  userFieldMessageKeys,
  userTextFieldOf,
  type UserTextValues,
} from '../shared/user-fields';
import { formatCustomData, parseCustomData } from '../../../components/custom-data/custom-data';
import styles from './user-settings.module.css';

interface UserProfileValues extends UserTextValues {
  avatar: string;
  customData: string;
}

const toValues = (user: UserDetails): UserProfileValues => ({
  username: user.username ?? '',
  primaryEmail: user.primaryEmail ?? '',
  primaryPhone: user.primaryPhone ?? '',
  name: user.name ?? '',
  avatar: user.avatar ?? '',
  customData: formatCustomData(user.customData),
});

/** An emptied field clears the value (null); custom data is sent as the object the editor holds. */
const toPatchBody = (values: UserProfileValues): UserPatch => {
  const text = (value: string) => value.trim() || null;
  return {
    username: text(values.username),
    primaryEmail: text(values.primaryEmail),
    primaryPhone: toPhoneDigits(values.primaryPhone) || null,
    name: text(values.name),
    avatar: text(values.avatar),
    customData: parseCustomData(values.customData) ?? {},
  };
};

const bodyFieldOf = (path: string) =>
  userTextFieldOf(path) ?? (path === 'avatar' ? 'avatar' : path.startsWith('customData') ? 'customData' : undefined);

/** The profile and custom data of a user, saved together; leaving with changes asks first. */
export const UserProfileForm = ({ user }: { user: UserDetails }) => {
  const { t } = useTranslation();
  const updateUser = useUpdateUser(user.id, { hideErrorToast: true });
  const toast = useToast();
  const queryClient = useQueryClient();
  const fieldMessages = Object.fromEntries(Object.entries(userFieldMessageKeys).map(([field, key]) => [field, t(key)]));
  const form = useForm<UserProfileValues>({
    defaultValues: toValues(user),
    resolver: contractResolver(userPatchGuard, toPatchBody, t, fieldMessages, {
      fieldPath: bodyFieldOf,
      rules: (values) => ({
        ...identifierRules(values, t),
        customData: parseCustomData(values.customData) ? undefined : t('errors.invalid_json_format'),
      }),
    }),
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const handleError = useSubmitErrorHandler(setError);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateUser.mutateAsync(toPatchBody(values));
      queryClient.setQueryData(userKeys.detail(user.id), updated);
      reset(toValues(updated));
      toast.success(t('shared_form.saved'));
    } catch (error) {
      handleError(error, {
        codes: { ...userFieldErrorCodes, 'user.custom_data_too_large': 'customData' },
        detailPaths: bodyFieldOf,
      });
    }
  });

  return (
    <form noValidate data-testid="user-settings-form" onSubmit={(event) => void onSubmit(event)}>
      <UnsavedChangesGuard isDirty={formState.isDirty} />
      <FormCard title={t('users.settings.profile_title')} description={t('users.settings.profile_description')}>
        <div className={styles.fields}>
          <UserFields form={form} idPrefix="user" />
          <FormField id="user-avatar" label={t('users.fields.avatar')} error={formState.errors.avatar?.message}>
            {(control) => (
              <TextInput
                {...control}
                type="url"
                isMono
                placeholder={t('users.fields.avatar_placeholder')}
                hasError={Boolean(formState.errors.avatar)}
                data-testid="user-avatar"
                {...register('avatar')}
              />
            )}
          </FormField>
        </div>
      </FormCard>
      <FormCard title={t('users.settings.custom_data')} description={t('users.settings.custom_data_description')}>
        <FormField id="user-custom-data" label={t('users.settings.custom_data')} error={formState.errors.customData?.message}>
          {(control) => (
            <Textarea
              {...control}
              isMono
              rows={8}
              spellCheck={false}
              hasError={Boolean(formState.errors.customData)}
              data-testid="user-custom-data"
              {...register('customData')}
            />
          )}
        </FormField>
      </FormCard>
      <FormActions isDirty={formState.isDirty} isSubmitting={formState.isSubmitting} onDiscard={() => reset(toValues(user))} />
    </form>
  );
};
