import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { FormField } from '../../ds/form-field/form-field';
import { TextInput } from '../../ds/text-input/text-input';

export interface NameDescriptionValues extends FieldValues {
  name: string;
  description: string;
}

/** The fields' labels and placeholders, translated (or a literal example such as `read:members`). */
export type NameDescriptionLabels = {
  name: string;
  namePlaceholder: string;
  description: string;
  descriptionPlaceholder: string;
};

/** Areas whose phrases name the four texts alike: `name`, `name_placeholder`, `description`, `description_placeholder`. */
export type NameDescriptionPhrases = 'roles.create' | 'organizations.create' | 'organization_template.roles';

/** The labels of an area whose phrases follow the shared naming. */
export const nameDescriptionLabels = (t: TFunction, phrases: NameDescriptionPhrases): NameDescriptionLabels => ({
  name: t(`${phrases}.name`),
  namePlaceholder: t(`${phrases}.name_placeholder`),
  description: t(`${phrases}.description`),
  descriptionPlaceholder: t(`${phrases}.description_placeholder`),
});

/** Name (required) and description of an entity; the form's contract resolver checks them. */
export const NameDescriptionFields = <Values extends NameDescriptionValues>({
  form,
  idPrefix,
  labels,
  isNameMono = false,
  isDescriptionRequired = false,
}: {
  form: UseFormReturn<Values>;
  idPrefix: string;
  labels: NameDescriptionLabels;
  /** The name is an identifier (e.g. a permission): shown in the monospace font. */
  isNameMono?: boolean;
  /** Marks the description as required where the entity's contract requires one (roles). */
  isDescriptionRequired?: boolean;
}) => {
  const { register, formState } = form;
  const errors = formState.errors as Partial<Record<'name' | 'description', { message?: string }>>;
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label={labels.name}
        error={errors.name?.message}
        isRequired
      >
        {(control) => (
          <TextInput
            {...control}
            isMono={isNameMono}
            placeholder={labels.namePlaceholder}
            hasError={Boolean(errors.name)}
            data-testid={`${idPrefix}-name`}
            {...register('name' as Path<Values>)}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label={labels.description}
        error={errors.description?.message}
        isRequired={isDescriptionRequired}
      >
        {(control) => (
          <TextInput
            {...control}
            placeholder={labels.descriptionPlaceholder}
            hasError={Boolean(errors.description)}
            data-testid={`${idPrefix}-description`}
            {...register('description' as Path<Values>)}
          />
        )}
      </FormField>
    </>
  );
};
