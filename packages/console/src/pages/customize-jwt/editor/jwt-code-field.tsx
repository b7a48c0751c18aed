import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { CodeEditor } from '../../../components/code-editor/code-editor';
import type { CodeEditorProps } from '../../../components/code-editor/code-editor-props';
import { FormField } from '../../../ds/form-field/form-field';
import type { JwtEditorValues } from './jwt-editor-form-values';

interface JwtCodeFieldProps {
  control: Control<JwtEditorValues>;
  /** The script or a JSON sample; names the test id `jwt-{name}-editor`. */
  name: 'script' | 'tokenSample' | 'contextSample';
  language: CodeEditorProps['language'];
  label: string;
  description?: string;
  minHeight?: number;
}

/** One code editor of the form, with the message of its field under it. */
export const JwtCodeField = ({
  control,
  name,
  language,
  label,
  description,
  minHeight,
}: JwtCodeFieldProps) => {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField
          id={`jwt-${name}`}
          label={label}
          description={description}
          error={fieldState.error?.message}
          isGroup
        >
          {() => (
            <CodeEditor
              language={language}
              label={label}
              value={field.value}
              minHeight={minHeight}
              loadingText={t('custom_jwt.editor.code_editor_loading')}
              data-testid={`jwt-${name}-editor`}
              onChange={field.onChange}
            />
          )}
        </FormField>
      )}
    />
  );
};
