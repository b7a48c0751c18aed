import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  NameDescriptionFields,
  type NameDescriptionValues,
} from '../../../components/name-description-fields/name-description-fields';

/** Name (required) and description of an organization role; the form's contract resolver checks them. */
export const OrganizationRoleFields = <Values extends NameDescriptionValues>(props: {
  form: UseFormReturn<Values>;
  idPrefix: string;
}) => {
  const { t } = useTranslation();
  return (
    <NameDescriptionFields
      {...props}
      labels={{
        name: t('organization_template.roles.name'),
        namePlaceholder: t('organization_template.roles.name_placeholder'),
        description: t('organization_template.roles.description'),
        descriptionPlaceholder: t('organization_template.roles.description_placeholder'),
      }}
    />
  );
};
