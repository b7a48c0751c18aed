import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { FormField } from '../../../ds/form-field/form-field';
import { PlusIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { Select } from '../../../ds/select/select';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from './saml.module.css';
import { userClaims, type SamlSettingsValues } from './saml-settings-values';

/** Rows of (user claim → SAML attribute name); the response carries one attribute per row. */
export const AttributeMappingField = ({ form }: { form: UseFormReturn<SamlSettingsValues> }) => {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const claimOptions = [
    { value: '', label: t('applications.saml.attribute_pick_claim') },
    ...userClaims.map((claim) => ({ value: claim, label: claim })),
  ];

  return (
    <FormCard
      title={t('applications.saml.attributes_title')}
      description={t('applications.saml.attributes_description')}
    >
      {fields.length === 0 && (
        <EmptyState title={t('applications.saml.attributes_empty')} headingLevel="h3" />
      )}
      {fields.map((field, index) => {
        const errors = formState.errors.attributes?.[index];
        return (
          <div
            key={field.id}
            className={styles.attributeRow}
            data-testid={`saml-attribute-${index}`}
          >
            <FormField
              id={`saml-claim-${index}`}
              label={t('applications.saml.attribute_claim')}
              error={errors?.claim?.message}
            >
              {(fieldControl) => (
                <Select
                  {...fieldControl}
                  options={claimOptions}
                  data-testid={`saml-claim-${index}`}
                  {...register(`attributes.${index}.claim`)}
                />
              )}
            </FormField>
            <FormField
              id={`saml-attribute-name-${index}`}
              label={t('applications.saml.attribute_name')}
              error={errors?.name?.message}
            >
              {(fieldControl) => (
                <TextInput
                  {...fieldControl}
                  hasError={Boolean(errors?.name)}
                  data-testid={`saml-attribute-name-${index}`}
                  {...register(`attributes.${index}.name`)}
                />
              )}
            </FormField>
            <IconButton
              label={t('applications.saml.attribute_remove')}
              onClick={() => remove(index)}
            >
              <TrashIcon size={16} />
            </IconButton>
          </div>
        );
      })}
      <Button
        icon={<PlusIcon size={16} />}
        data-testid="saml-attribute-add"
        onClick={() => append({ claim: '', name: '' })}
      >
        {t('applications.saml.attribute_add')}
      </Button>
    </FormCard>
  );
};
