import type { ErrorCode } from '@tessera/phrases';
import type { Path } from 'react-hook-form';

import type { RequestError } from '../../../api/request-error';
import type { ServerFieldErrorMap } from '../../../components/server-field-errors/server-field-errors';
import { customContentFieldPath, type SignInExperienceFormValues } from './sie-form-values';

type Field = Path<SignInExperienceFormValues>;

/** Body paths the form has a field for; the banned words are one text, not a list. */
const detailField = (path: string): Field | undefined => {
  if (path.startsWith('passwordPolicy.rejects.words')) {
    return 'passwordPolicy.rejects.words';
  }
  if (path === 'passwordPolicy.length') {
    return 'passwordPolicy.length.min';
  }
  const customContentField = customContentFieldPath(path);
  if (customContentField) {
    return customContentField;
  }
  const method = /^signIn\.methods\.(\d+)/.exec(path);
  if (method) {
    return `signIn.methods.${Number(method[1])}.password`;
  }
  return /^(color|branding|languageInfo|passwordPolicy)\.|^(customCss|termsOfUseUrl|privacyPolicyUrl|agreeToTermsPolicy)$/.test(
    path,
  )
    ? (path as Field)
    : undefined;
};

/** The row of the sign-in method a refusal names in its data (`{ identifier }`). */
const methodRow =
  (values: SignInExperienceFormValues) =>
  (error: RequestError): Field | undefined => {
    const { identifier } = (error.body?.data ?? {}) as { identifier?: unknown };
    const index = values.signIn.methods.findIndex((method) => method.identifier === identifier);
    return index >= 0 ? `signIn.methods.${index}.password` : 'signIn.methods';
  };

/** Where the server's refusals of a saved sign-in experience belong. */
export const signInExperienceErrorMap = (
  values: SignInExperienceFormValues,
): ServerFieldErrorMap<SignInExperienceFormValues> => {
  const row = methodRow(values);
  const codes: Partial<Record<ErrorCode, Field | ((error: RequestError) => Field | undefined)>> = {
    'sign_in_experiences.username_requires_password': 'signUp.password',
    'sign_in_experiences.passwordless_requires_verify': 'signUp.password',
    'sign_in_experiences.empty_sign_in_methods': 'signIn.methods',
    'sign_in_experiences.duplicated_sign_in_identifier': 'signIn.methods',
    'sign_in_experiences.miss_sign_up_identifier_in_sign_in': 'signIn.methods',
    'sign_in_experiences.sign_in_method_without_factor': row,
    'sign_in_experiences.username_verification_code_not_supported': row,
    'sign_in_experiences.password_sign_in_must_be_enabled': row,
    'sign_in_experiences.code_sign_in_must_be_enabled': row,
    'sign_in_experiences.unsupported_default_language': 'languageInfo.fallbackLanguage',
  };
  return { codes, detailPaths: detailField };
};
