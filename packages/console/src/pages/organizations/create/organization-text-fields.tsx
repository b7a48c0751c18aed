import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';

interface OrganizationTextValues extends FieldValues {
  name: string;
  description: string;
}

/** Name (required) and description of an organization; the form's contract resolver checks them. */
export const OrganizationTextFields = <Values extends OrganizationTextValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<Values>;
  idPrefix: string;
}) => {
  const { t } = useTranslation();
  const { register, formState } = form;
  const errors = formState.errors as Partial<Record<'name' | 'description', { message?: string }>>;
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label={t('organizations.create.name')}
        error={errors.name?.message}
        isRequired
      >
        {(control) => (
          <TextInput
            {...control}
            placeholder={t('organizations.create.name_placeholder')}
            hasError={Boolean(errors.name)}
            data-testid={`${idPrefix}-name`}
            {...register('name' as Path<Values>)}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label={t('organizations.create.description')}
        error={errors.description?.message}
      >
        {(control) => (
          <TextInput
            {...control}
            placeholder={t('organizations.create.description_placeholder')}
            hasError={Boolean(errors.description)}
            data-testid={`${idPrefix}-description`}
            {...register('description' as Path<Values>)}
          />
        )}
      </FormField>
    </>
  );
};
