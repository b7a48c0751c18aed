import type { Path } from 'react-hook-form';

import type { ServerFieldErrorMap } from '../../../components/server-field-errors/server-field-errors';
import type { SignInExperienceFormValues } from './sie-form-values';

type Field = Path<SignInExperienceFormValues>;

/** Body paths the form has a field for; the banned words are one text, not a list. */
const detailField = (path: string): Field | undefined => {
  if (path.startsWith('passwordPolicy.rejects.words')) {
    return 'passwordPolicy.rejects.words';
  }
  if (path === 'passwordPolicy.length') {
    return 'passwordPolicy.length.min';
  }
  const method = /^signIn\.methods\.(\d+)/.exec(path);
  if (method) {
    return `signIn.methods.${Number(method[1])}.password`;
  }
  return /^(color|branding|languageInfo|passwordPolicy)\.|^(customCss|termsOfUseUrl|privacyPolicyUrl|agreeToTermsPolicy)$/.test(path)
    ? (path as Field)
    : undefined;
};

/** Where the server's refusals of a saved sign-in experience belong. */
export const signInExperienceErrorMap: ServerFieldErrorMap<SignInExperienceFormValues> = {
  detailPaths: detailField,
};
