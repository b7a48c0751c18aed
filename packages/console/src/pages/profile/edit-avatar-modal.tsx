import { lengthLimits, type CurrentUser } from '@tessera/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { UserAvatar } from '../../components/user-avatar/user-avatar';
import { Button } from '../../ds/button/button';
import { FormField } from '../../ds/form-field/form-field';
import { Modal } from '../../ds/modal/modal';
import { Skeleton } from '../../ds/skeleton/skeleton';
import { TextInput } from '../../ds/text-input/text-input';
import { AvatarUploader } from './avatar-uploader';
import styles from './profile.module.css';
import { useAvatarUploadRules } from './use-avatar-upload';
import { useUpdateProfile, type ProfileChange } from './use-update-profile';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Changes the avatar: an upload when the asset service is ready, otherwise a URL field (empty
 * or a valid http(s) URL). Removing the picture brings back the letter.
 */
export const EditAvatarModal = ({ user, onClose }: { user: CurrentUser; onClose: () => void }) => {
  const { t } = useTranslation();
  const inputId = useId();
  const { isLoading, rules } = useAvatarUploadRules();
  const { save: saveChange, isPending } = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ url: string }>({ mode: 'onTouched', reValidateMode: 'onChange', defaultValues: { url: user.avatar ?? '' } });
  const error = errors.url?.message;

  const save = async (change: ProfileChange) => {
    // A failure is shown by the hook; the dialog stays open.
    if (await saveChange(change)) {
      onClose();
    }
  };

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('profile.edit_avatar')}
      closeLabel={t('general.close')}
      data-testid="edit-avatar-dialog"
    >
      <div className={styles.avatarEditor}>
        <UserAvatar user={user} size="large" />
        {isLoading && <Skeleton height={36} />}
        {!isLoading && rules && (
          <AvatarUploader rules={rules} onUploaded={(url) => void save({ avatar: url })} />
        )}
        {!isLoading && !rules && (
          <form className={styles.form} noValidate onSubmit={handleSubmit(({ url }) => save({ avatar: url.trim() || null }))}>
            <FormField id={inputId} label={t('profile.avatar.url')} error={error}>
              {(control) => (
                <TextInput
                  {...control}
                  type="url"
                  inputMode="url"
                  placeholder={t('profile.avatar.url_placeholder')}
                  autoFocus
                  data-testid="avatar-url-input"
                  {...register('url', {
                    maxLength: {
                      value: lengthLimits.avatarUrl,
                      message: t('profile.errors.too_long', { max: lengthLimits.avatarUrl }),
                    },
                    validate: (value) => !value.trim() || isHttpUrl(value.trim()) || t('profile.errors.invalid_uri_format'),
                  })}
                  hasError={Boolean(control['aria-invalid'])}
                />
              )}
            </FormField>
            <div className={styles.formActions}>
              <Button type="submit" variant="primary" isLoading={isPending} data-testid="save-button">
                {t('profile.save')}
              </Button>
            </div>
          </form>
        )}
        {user.avatar && (
          <Button variant="text" disabled={isPending} onClick={() => void save({ avatar: null })} data-testid="remove-avatar">
            {t('profile.avatar.remove')}
          </Button>
        )}
      </div>
    </Modal>
  );
};
