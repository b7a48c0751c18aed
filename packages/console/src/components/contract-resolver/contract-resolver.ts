import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A contract issue in the console's words; the schema's own English message is never shown. */
export const issueMessage = (issue: z.core.$ZodRawIssue, t: TFunction): string => {
  const isText = issue.origin === 'string';
  if (issue.code === 'too_small' && isText && Number(issue.minimum) <= 1) {
    return t('shared_form.required');
  }
  if (issue.code === 'too_big' && isText) {
    return t('shared_form.too_long', { max: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return t('shared_form.required');
  }
  return t('shared_form.invalid_value');
};

/**
 * Validates a form with the request body schema of its contract: the values are turned into
 * the body the form will send (`toBody`, which trims and drops what is not sent), so the form
 * refuses exactly what the server would. Issues land on the fields of the same path.
 */
export const contractResolver =
  <Values extends FieldValues>(schema: z.ZodType, toBody: (values: Values) => unknown, t: TFunction): Resolver<Values> =>
  (values, _context, options) => {
    const result = schema.safeParse(toBody(values), { error: (issue) => issueMessage(issue, t) });
    if (result.success) {
      return { values, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
