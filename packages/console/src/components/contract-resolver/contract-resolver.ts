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

export interface ContractFormOptions<Values extends FieldValues> {
  /**
   * The form field an issue at this body path belongs to, for a form not shaped like its body
   * (flat fields of a nested body, list rows the body leaves out); undefined keeps the body path.
   */
  fieldPath?: (bodyPath: string, values: Values) => string | undefined;
  /**
   * The form's own checks (by form field) where they say more than the contract: a rule that
   * depends on another value, a bound the contract leaves to the server, text the body no longer
   * holds (JSON). On the same field they win over the contract's issue.
   */
  rules?: (values: Values) => Readonly<Record<string, string | undefined>>;
}

/** Blank and too long say all there is to say, whatever the field. */
const isBlankOrTooLong = (issue: z.core.$ZodIssue, t: TFunction) =>
  issue.message === t('shared_form.required') || (issue.code === 'too_big' && issue.origin === 'string');

/**
 * Validates a form with the request body schema of its contract: the values are turned into
 * the body the form will send (`toBody`, which trims and drops what is not sent), so the form
 * refuses exactly what the server would. Issues land on the fields of the same path.
 *
 * `fieldMessages` (by body path) words what "invalid value" cannot: a format or a range the
 * field's rule has ("an absolute URI", "from 1 to 86400"). Blank and too long keep their words.
 *
 * `form` serves forms not shaped like their body, and checks the contract cannot make.
 */
export const contractResolver =
  <Values extends FieldValues>(
    schema: z.ZodType,
    toBody: (values: Values) => unknown,
    t: TFunction,
    fieldMessages: Readonly<Record<string, string>> = {},
    form: ContractFormOptions<Values> = {},
  ): Resolver<Values> =>
  (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(form.rules?.(values) ?? {})) {
      if (message) {
        errors[path] = { type: 'validate', message };
      }
    }
    const result = schema.safeParse(toBody(values), { error: (issue) => issueMessage(issue, t) });
    for (const issue of result.error?.issues ?? []) {
      const bodyPath = issue.path.join('.');
      const fieldMessage = isBlankOrTooLong(issue, t) ? undefined : fieldMessages[bodyPath];
      const path = form.fieldPath?.(bodyPath, values) ?? bodyPath;
      errors[path] ??= { type: issue.code, message: fieldMessage ?? issue.message };
    }
    if (Object.keys(errors).length === 0) {
      return { values, errors: {} };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
