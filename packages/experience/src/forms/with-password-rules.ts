import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

import { messageListError } from './field-messages';

type WithPassword = FieldValues & { password: string };

/**
 * Adds the password policy to a form's resolver: every broken rule is listed under the password
 * field at once, instead of the first one only, so the user can fix them in one go.
 */
export const withPasswordRules =
  <TValues extends WithPassword, TContext, TOutput>(
    resolver: Resolver<TValues, TContext, TOutput>,
    brokenRules: (values: TValues) => string[],
  ): Resolver<TValues, TContext, TOutput> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    // An empty password already has its "required" message from the schema.
    const messages = values.password === '' ? [] : brokenRules(values);
    if (messages.length === 0 || result.errors.password) {
      return result;
    }
    // TValues has a string `password`, so its error is a plain FieldError; TS cannot see that
    // through the generic FieldErrors mapping.
    const password: FieldError = messageListError(messages);
    const errors = { ...result.errors, password } as FieldErrors<TValues>;
    return { values: {}, errors };
  };
