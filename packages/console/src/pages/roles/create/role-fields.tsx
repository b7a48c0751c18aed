import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';

interface RoleTextValues extends FieldValues {
  name: string;
  description: string;
}

/** Name and description of a role; the form's contract resolver checks them (required, 1–128). */
export const RoleFields = <Values extends RoleTextValues>({ form, idPrefix }: { form: UseFormReturn<Values>; idPrefix: string }) => {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors as Partial<Record<'name' | 'description', { message?: string }>>;
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={t('roles.create.name')} error={errors.name?.message} isRequired>
        {(control) => (
          <TextInput
            {...control}
            placeholder={t('roles.create.name_placeholder')}
            hasError={Boolean(errors.name)}
            data-testid={`${idPrefix}-name`}
            {...register('name' as Path<Values>)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-description`} label={t('roles.create.description')} error={errors.description?.message} isRequired>
        {(control) => (
          <TextInput
            {...control}
            placeholder={t('roles.create.description_placeholder')}
            hasError={Boolean(errors.description)}
            data-testid={`${idPrefix}-description`}
            {...register('description' as Path<Values>)}
          />
        )}
      </FormField>
    </>
  );
};
