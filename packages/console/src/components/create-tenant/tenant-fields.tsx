import { regions, tenantTags, type Region, type TenantTag } from '@tessera/schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormField } from '../../ds/form-field/form-field';
import { RadioCardGroup } from '../../ds/radio-card/radio-card-group';
import { TextInput } from '../../ds/text-input/text-input';

/*
 * The fields a tenant is described by (spec 000 §2.7), shared by the create-tenant modal, the
 * tenant settings and the onboarding's create-tenant step, so they read and behave the same.
 */

interface TenantNameFieldProps {
  id: string;
  /** The form's registration of the name. */
  input: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
  /** Says what a blank name becomes where the API fills it in. */
  hasPlaceholder?: boolean;
  'data-testid'?: string;
}

export const TenantNameField = ({ id, input, error, disabled, hasPlaceholder = false, 'data-testid': testId }: TenantNameFieldProps) => {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('tenants.name')} error={error} isRequired>
      {(fieldControl) => (
        <TextInput
          {...fieldControl}
          {...input}
          disabled={disabled}
          placeholder={hasPlaceholder ? t('tenants.name_placeholder') : undefined}
          hasError={Boolean(error)}
          data-testid={testId}
        />
      )}
    </FormField>
  );
};

export const regionLabelKey = (region: Region) => (region === 'EU' ? 'tenants.region_eu' : 'tenants.region_us');

interface ChoiceFieldProps<Value extends string> {
  /** The radio group's name, unique on the page. */
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  disabled?: boolean;
  /** Each option's test id is this prefix and the option's value. */
  testIdPrefix: string;
}

/** Where the tenant keeps its data; chosen once, at creation. */
export const TenantRegionField = ({ name, value, onChange, disabled = false, testIdPrefix }: ChoiceFieldProps<Region>) => {
  const { t } = useTranslation();
  return (
    <RadioCardGroup
      name={name}
      legend={t('tenants.region')}
      value={value}
      onChange={onChange}
      options={regions.map((region) => ({
        value: region,
        title: t(regionLabelKey(region)),
        description: t('tenants.region_description'),
        disabled,
        'data-testid': `${testIdPrefix}${region}`,
      }))}
    />
  );
};

/** The usage purpose: development or production. */
export const TenantTagField = ({ name, value, onChange, disabled = false, testIdPrefix }: ChoiceFieldProps<TenantTag>) => {
  const { t } = useTranslation();
  return (
    <RadioCardGroup
      name={name}
      legend={t('tenants.tag')}
      value={value}
      onChange={onChange}
      options={tenantTags.map((tag) => ({
        value: tag,
        title: t(`tenants.tag_${tag}`),
        description: t(`tenants.tag_${tag}_description`),
        disabled,
        'data-testid': `${testIdPrefix}${tag}`,
      }))}
    />
  );
};
