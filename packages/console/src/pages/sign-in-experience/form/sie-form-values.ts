import {
  customContentPages,
  isCustomContentPage,
  type CustomContent,
  type CustomContentPage,
} from '@tessera/schemas';
import type {
  AgreeToTermsPolicy,
  SignIn,
  SignInExperience,
  SignInExperiencePatch,
  SignInMode,
  SignUp,
} from '@tessera/schemas';

/**
 * The sign-in experience as the form edits it: every text input holds a string (a cleared
 * optional URL is `''`), and the banned words are one per line. The form covers only what the
 * console's tabs edit; the rest of the record (MFA…) is left as stored.
 */
export interface SignInExperienceFormValues {
  color: { primaryColor: string; isDarkModeEnabled: boolean; darkPrimaryColor: string };
  branding: { logoUrl: string; darkLogoUrl: string; favicon: string; darkFavicon: string };
  customCss: string;
  /** One text per page of the sign-in app, by the page's phrase key (a path is no form path). */
  customContent: Record<CustomContentField, string>;
  termsOfUseUrl: string;
  privacyPolicyUrl: string;
  agreeToTermsPolicy: AgreeToTermsPolicy;
  languageInfo: { autoDetect: boolean; fallbackLanguage: string };
  signInMode: SignInMode;
  signUp: SignUp;
  signIn: SignIn;
  /** Targets of the social connectors offered, in display order. */
  socialSignInConnectorTargets: string[];
  singleSignOnEnabled: boolean;
  passwordPolicy: {
    length: { min: number; max: number };
    characterTypes: { min: number };
    rejects: { pwned: boolean; repetitionAndSequence: boolean; userInfo: boolean; words: string };
  };
}

/** The form field of each page's custom content. */
export const customContentFields = {
  '/sign-in': 'sign_in',
  '/register': 'register',
  '/forgot-password': 'forgot_password',
  '/consent': 'consent',
} as const satisfies Record<CustomContentPage, string>;
export type CustomContentField = (typeof customContentFields)[CustomContentPage];

/** The form field of a body path under `customContent` (`customContent./sign-in` → `customContent.sign_in`). */
export const customContentFieldPath = (bodyPath: string) => {
  const prefix = 'customContent.';
  const page = bodyPath.slice(prefix.length);
  return bodyPath.startsWith(prefix) && isCustomContentPage(page)
    ? (`customContent.${customContentFields[page]}` as const)
    : undefined;
};

const toCustomContentValues = (content: CustomContent) =>
  Object.fromEntries(
    customContentPages.map((page) => [customContentFields[page], content[page] ?? '']),
  ) as Record<CustomContentField, string>;

/** A page whose text is blank has no custom content. */
const toCustomContent = (values: Record<CustomContentField, string>): CustomContent =>
  Object.fromEntries(
    customContentPages.flatMap((page) => {
      const text = values[customContentFields[page]];
      return text.trim() ? [[page, text]] : [];
    }),
  );

export const toFormValues = (record: SignInExperience): SignInExperienceFormValues => ({
  color: { ...record.color },
  branding: {
    logoUrl: record.branding.logoUrl ?? '',
    darkLogoUrl: record.branding.darkLogoUrl ?? '',
    favicon: record.branding.favicon ?? '',
    darkFavicon: record.branding.darkFavicon ?? '',
  },
  customCss: record.customCss ?? '',
  customContent: toCustomContentValues(record.customContent),
  termsOfUseUrl: record.termsOfUseUrl ?? '',
  privacyPolicyUrl: record.privacyPolicyUrl ?? '',
  agreeToTermsPolicy: record.agreeToTermsPolicy,
  languageInfo: { ...record.languageInfo },
  signInMode: record.signInMode,
  signUp: { ...record.signUp, identifiers: [...record.signUp.identifiers] },
  signIn: { methods: record.signIn.methods.map((method) => ({ ...method })) },
  socialSignInConnectorTargets: [...record.socialSignInConnectorTargets],
  singleSignOnEnabled: record.singleSignOnEnabled,
  passwordPolicy: {
    length: { ...record.passwordPolicy.length },
    characterTypes: { ...record.passwordPolicy.characterTypes },
    rejects: {
      ...record.passwordPolicy.rejects,
      words: record.passwordPolicy.rejects.words.join('\n'),
    },
  },
});

/** A blank optional text is "not set": left out of branding, `null` where the record is nullable. */
const optional = (value: string) => value.trim() || undefined;
const nullable = (value: string) => value.trim() || null;

/** The fields of the record the form edits; the rest is left as stored. */
type EditedFields = Pick<
  SignInExperience,
  | 'color'
  | 'branding'
  | 'customCss'
  | 'customContent'
  | 'termsOfUseUrl'
  | 'privacyPolicyUrl'
  | 'agreeToTermsPolicy'
  | 'languageInfo'
  | 'signInMode'
  | 'signUp'
  | 'signIn'
  | 'socialSignInConnectorTargets'
  | 'singleSignOnEnabled'
  | 'passwordPolicy'
>;

/** The PATCH body of the fields the form edits. */
export const toPatch = (
  values: SignInExperienceFormValues,
): EditedFields & SignInExperiencePatch => ({
  color: {
    ...values.color,
    primaryColor: values.color.primaryColor.trim(),
    darkPrimaryColor: values.color.darkPrimaryColor.trim(),
  },
  branding: Object.fromEntries(
    Object.entries(values.branding).flatMap(([key, value]) => {
      const url = optional(value);
      return url ? [[key, url]] : [];
    }),
  ),
  customCss: values.customCss.trim() ? values.customCss : null,
  customContent: toCustomContent(values.customContent),
  termsOfUseUrl: nullable(values.termsOfUseUrl),
  privacyPolicyUrl: nullable(values.privacyPolicyUrl),
  agreeToTermsPolicy: values.agreeToTermsPolicy,
  languageInfo: values.languageInfo,
  signInMode: values.signInMode,
  signUp: values.signUp,
  signIn: values.signIn,
  socialSignInConnectorTargets: values.socialSignInConnectorTargets,
  singleSignOnEnabled: values.singleSignOnEnabled,
  passwordPolicy: {
    length: values.passwordPolicy.length,
    characterTypes: values.passwordPolicy.characterTypes,
    rejects: {
      ...values.passwordPolicy.rejects,
      words: [
        ...new Set(
          values.passwordPolicy.rejects.words
            .split('\n')
            .map((word) => word.trim())
            .filter(Boolean),
        ),
      ],
    },
  },
});

/** The whole record as edited: what the live preview shows before anything is saved. */
export const toEditedRecord = (
  saved: SignInExperience,
  values: SignInExperienceFormValues,
): SignInExperience => ({
  ...saved,
  ...toPatch(values),
});
