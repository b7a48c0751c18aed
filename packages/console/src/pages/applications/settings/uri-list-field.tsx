import type { RedirectUriKind } from '@tessera/schemas';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { MultiTextInput } from '../../../components/multi-text-input/multi-text-input';
import { FormField } from '../../../ds/form-field/form-field';
import type { ApplicationSettingsValues, UriListField as UriListFieldName } from './settings-values';
import { uriRowError } from './uri-rules';

interface UriListFieldProps {
  form: UseFormReturn<ApplicationSettingsValues>;
  name: UriListFieldName;
  kind: RedirectUriKind;
  label: string;
  description: string;
  placeholder: string;
  'data-testid': string;
}

/**
 * A list of URIs with a rule per row, shown once a row is touched; on save the form's resolver
 * checks the same rules (settings-rules) and refuses the form.
 */
export const UriListField = ({ form, name, kind, label, description, placeholder, 'data-testid': testId }: UriListFieldProps) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const showRules = fieldState.isTouched || form.formState.isSubmitted;
        const serverErrors = form.formState.errors[name];
        const errors = (field.value.length > 0 ? field.value : ['']).map(
          (value, row) => serverErrors?.[row]?.message ?? (showRules ? uriRowError(name, value, kind, t) : undefined),
        );
        return (
          <FormField id={`app-${name}`} label={label} description={description} isGroup>
            {(control) => (
              <MultiTextInput
                name={name}
                label={label}
                values={field.value}
                errors={errors}
                placeholder={placeholder}
                describedBy={control['aria-describedby']}
                data-testid={testId}
                onBlur={field.onBlur}
                onChange={(values) => {
                  form.clearErrors(name);
                  field.onChange(values);
                }}
              />
            )}
          </FormField>
        );
      }}
    />
  );
};
