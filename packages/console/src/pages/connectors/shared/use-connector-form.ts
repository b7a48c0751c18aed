import { toNestErrors } from '@hookform/resolvers';
import type { ConnectorFormItem } from '@tessera/schemas';
import { useCallback } from 'react';
import { useForm, type FieldError, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RequestError } from '../../../api/request-error';
import { parseDetailLines } from '../../../components/server-field-errors/server-field-errors';
import { useSubmitErrorHandler } from '../../../components/server-field-errors/use-submit-error-handler';
import { configFieldErrors, noUrlFields } from '../config/config-rules';
import { lacksRequiredVariable, templateFieldErrors } from '../templates/template-rules';
import {
  fieldItemsOf,
  templatesConfigKey,
  type ConnectorFormValues,
} from './connector-form-values';

/** The form's own checks: required fields, numbers, JSON, links in sender texts, `{{code}}` in templates. */
const connectorResolver =
  (
    fieldItems: readonly ConnectorFormItem[],
    areTemplatesRequired: boolean,
    t: ReturnType<typeof useTranslation>['t'],
  ): Resolver<ConnectorFormValues> =>
  (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    const problems = {
      ...configFieldErrors(fieldItems, values.fields, t),
      ...templateFieldErrors(values.templates, areTemplatesRequired, t),
    };
    for (const [path, message] of Object.entries(problems)) {
      if (message) {
        errors[path] = { type: 'validate', message };
      }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toNestErrors(errors, options) };
  };

/**
 * The config (and templates) form of a connector, for the guide and the details page. Server
 * errors about a field land on it: links in sender texts, a template without `{{code}}`, and
 * config paths named in a validation error's details.
 */
export const useConnectorForm = (
  formItems: readonly ConnectorFormItem[],
  defaultValues: ConnectorFormValues,
) => {
  const { t } = useTranslation();
  const fieldItems = fieldItemsOf(formItems);
  const areTemplatesRequired = formItems.some(
    (item) => item.key === templatesConfigKey && item.required === true,
  );
  const form = useForm<ConnectorFormValues>({
    defaultValues,
    resolver: connectorResolver(fieldItems, areTemplatesRequired, t),
  });
  const handleError = useSubmitErrorHandler(form.setError);
  const { getValues, setError } = form;

  const fieldOfKey = useCallback(
    (key: string): Path<ConnectorFormValues> | undefined => {
      const index = fieldItems.findIndex((item) => item.key === key);
      return index === -1 ? undefined : `fields.${index}`;
    },
    [fieldItems],
  );

  /** `config.host`, `host`, `config.templates.2.content` → the form field it is about. */
  const fieldOfPath = useCallback(
    (path: string): Path<ConnectorFormValues> | undefined => {
      const [first = '', ...rest] = path.replace(/^config\./, '').split('.');
      if (first === templatesConfigKey) {
        return rest[0] !== undefined && /^\d+$/.test(rest[0])
          ? `templates.${Number(rest[0])}.content`
          : 'templates';
      }
      return fieldOfKey(first);
    },
    [fieldOfKey],
  );

  /**
   * The template a `connector.template_missing_code` or `…_missing_link` answer is about (its
   * data names the purpose).
   */
  const templateMissingVariable = useCallback(
    (error: RequestError): Path<ConnectorFormValues> | undefined => {
      const data = error.body?.data;
      const usageType =
        typeof data === 'object' && data !== null
          ? (data as Record<string, unknown>).usageType
          : undefined;
      const index = getValues('templates').findIndex(
        (template) =>
          lacksRequiredVariable(template) && (usageType === undefined || template.usageType === usageType),
      );
      return index === -1 ? undefined : `templates.${index}.content`;
    },
    [getValues],
  );

  const handleServerError = useCallback(
    (error: unknown) => {
      // The factory's own check names the config keys at fault in its details, as the input guard does.
      if (error instanceof RequestError && error.code === 'connector.invalid_config_guard') {
        const lines = parseDetailLines(error.body?.details).flatMap((line) => {
          const field = fieldOfPath(line.path);
          return field ? [{ field, message: line.message }] : [];
        });
        lines.forEach(({ field, message }, position) =>
          setError(field, { type: 'server', message }, { shouldFocus: position === 0 }),
        );
        if (lines.length > 0) {
          return;
        }
      }
      handleError(error, {
        codes: {
          [noUrlFields.senderName]: fieldOfKey('senderName'),
          [noUrlFields.companyInformation]: fieldOfKey('companyInformation'),
          'connector.template_missing_code': templateMissingVariable,
          'connector.template_missing_link': templateMissingVariable,
        },
        detailPaths: fieldOfPath,
      });
    },
    [fieldOfKey, fieldOfPath, handleError, setError, templateMissingVariable],
  );

  return { form, fieldItems, handleServerError };
};
