import { signInExperiencePatchGuard, validateLogoUrl } from '@tessera/schemas';
import type { TFunction } from 'i18next';

import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { findSignInProblems } from '../sign-up-and-sign-in/sign-in-rules';
import { customContentFieldPath, toPatch, type SignInExperienceFormValues } from './sie-form-values';

const brandingFields = ['logoUrl', 'darkLogoUrl', 'favicon', 'darkFavicon'] as const;

/**
 * The form's own checks: branding URLs (the record takes any text, the form wants a URL or
 * nothing, spec 001 §5) and the sign-up / sign-in rules that span several fields.
 */
const formRules = (t: TFunction) => (values: SignInExperienceFormValues) => {
  const messages: Record<string, string | undefined> = {};
  for (const field of brandingFields) {
    const result = validateLogoUrl(values.branding[field].trim());
    messages[`branding.${field}`] = result === true ? undefined : t(result);
  }
  for (const [field, problem] of Object.entries(findSignInProblems(values.signUp, values.signIn))) {
    messages[field] =
      'identifier' in problem
        ? t(problem.key, { identifier: t(`sign_in_experience.identifiers.${problem.identifier}`) })
        : t(problem.key);
  }
  return messages;
};

/**
 * Issues of the policy's length pair land on its minimum, the field the rule is about; a page's
 * custom content lands on that page's field.
 */
const fieldPath = (bodyPath: string) =>
  bodyPath === 'passwordPolicy.length' ? 'passwordPolicy.length.min' : customContentFieldPath(bodyPath);

/** Validates the whole form with the PATCH contract, worded for the fields. */
export const signInExperienceResolver = (t: TFunction) =>
  contractResolver<SignInExperienceFormValues>(
    signInExperiencePatchGuard,
    toPatch,
    t,
    {
      'color.primaryColor': t('sign_in_experience.branding.invalid_color'),
      'color.darkPrimaryColor': t('sign_in_experience.branding.invalid_color'),
      termsOfUseUrl: t('errors.invalid_uri_format'),
      privacyPolicyUrl: t('errors.invalid_uri_format'),
      'languageInfo.fallbackLanguage': t('sign_in_experience.content.invalid_language'),
      'passwordPolicy.length': t('sign_in_experience.password_policy.min_over_max'),
      'passwordPolicy.length.min': t('shared_form.number_range', { min: 1, max: 256 }),
      'passwordPolicy.length.max': t('shared_form.number_range', { min: 1, max: 256 }),
      'passwordPolicy.characterTypes.min': t('shared_form.number_range', { min: 1, max: 4 }),
    },
    { fieldPath, rules: formRules(t) },
  );
