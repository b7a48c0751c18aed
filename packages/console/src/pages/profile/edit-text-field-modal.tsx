import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { FormField } from '../../ds/form-field/form-field';
import { Modal } from '../../ds/modal/modal';
import { TextInput } from '../../ds/text-input/text-input';
import { profileFieldRules, toProfileChange, type TextField } from './profile-field-rules';
import styles from './profile.module.css';
import { useUpdateProfile } from './use-update-profile';

interface EditTextFieldModalProps {
  field: TextField;
  value: string;
  onClose: () => void;
}

/** Edits the name or the username. Enter saves; a field is checked again when it loses focus. */
export const EditTextFieldModal = ({ field, value, onClose }: EditTextFieldModalProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const { save: saveChange, isPending } = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ value: string }>({ mode: 'onTouched', reValidateMode: 'onChange', defaultValues: { value } });
  const error = errors.value?.message;

  const save = handleSubmit(async ({ value: next }) => {
    // A failure is shown by the hook (alert or toast); the dialog stays open to correct the value.
    if (await saveChange(toProfileChange(field, next))) {
      onClose();
    }
  });

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t(`profile.edit_${field}`)}
      closeLabel={t('general.close')}
      data-testid={`edit-${field}-dialog`}
    >
      <form className={styles.form} noValidate onSubmit={save}>
        <FormField id={inputId} label={t(`profile.fields.${field}`)} error={error}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete={field === 'username' ? 'username' : 'name'}
              autoFocus
              data-testid={`${field}-input`}
              {...register('value', profileFieldRules(field, t))}
              hasError={Boolean(control['aria-invalid'])}
            />
          )}
        </FormField>
        <div className={styles.formActions}>
          <Button variant="outline" onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button type="submit" variant="primary" isLoading={isPending} data-testid="save-button">
            {t('profile.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
