import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  NameDescriptionFields,
  type NameDescriptionValues,
} from '../../../components/name-description-fields/name-description-fields';

/** Name (required) and description of an organization; the form's contract resolver checks them. */
export const OrganizationTextFields = <Values extends NameDescriptionValues>(props: {
  form: UseFormReturn<Values>;
  idPrefix: string;
}) => {
  const { t } = useTranslation();
  return (
    <NameDescriptionFields
      {...props}
      labels={{
        name: t('organizations.create.name'),
        namePlaceholder: t('organizations.create.name_placeholder'),
        description: t('organizations.create.description'),
        descriptionPlaceholder: t('organizations.create.description_placeholder'),
      }}
    />
  );
};
