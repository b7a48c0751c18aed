import type { SignIn, SignInIdentifier, SignInMethod, SignInMode, SignUp } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import styles from '../sign-in-experience.module.css';

type SignInSettings = { signInMode: SignInMode; signUp: SignUp; signIn: SignIn };

interface SignInDiffProps {
  before: SignInSettings;
  after: SignInSettings;
}

/** Whether a save changes whether or how users sign up or sign in, which deserves a second look. */
export const changesSignInMethods = (before: SignInSettings, after: SignInSettings) =>
  JSON.stringify([before.signInMode, before.signUp, before.signIn]) !==
  JSON.stringify([after.signInMode, after.signUp, after.signIn]);

const useDescribe = () => {
  const { t } = useTranslation();
  const identifier = (value: SignInIdentifier) => t(`sign_in_experience.identifiers.${value}`);
  const list = (values: readonly string[]) =>
    values.length > 0 ? values.join(', ') : t('sign_in_experience.diff.none');
  return {
    signUp: (signUp: SignUp) =>
      [
        list(signUp.identifiers.map(identifier)),
        signUp.password ? t('sign_in_experience.sign_up.password') : '',
        signUp.verify ? t('sign_in_experience.sign_up.verify') : '',
      ]
        .filter(Boolean)
        .join(' · '),
    method: (method: SignInMethod) => {
      const factors = [
        method.password ? t('sign_in_experience.sign_in.password') : '',
        method.verificationCode ? t('sign_in_experience.sign_in.verification_code') : '',
      ].filter(Boolean);
      const ordered = method.isPasswordPrimary ? factors : factors.reverse();
      return `${identifier(method.identifier)}: ${ordered.join(' → ')}`;
    },
    list,
  };
};

/** Before and after of sign-up and sign-in, shown in the confirmation before saving. */
export const SignInDiff = ({ before, after }: SignInDiffProps) => {
  const { t } = useTranslation();
  const describe = useDescribe();
  const mode = (value: SignInMode) => t(`sign_in_experience.sign_in_mode.modes.${value}.title`);
  const rows = [
    {
      key: 'sign_in_mode',
      label: t('sign_in_experience.diff.sign_in_mode'),
      before: mode(before.signInMode),
      after: mode(after.signInMode),
    },
    {
      key: 'sign_up',
      label: t('sign_in_experience.diff.sign_up'),
      before: describe.signUp(before.signUp),
      after: describe.signUp(after.signUp),
    },
    {
      key: 'sign_in',
      label: t('sign_in_experience.diff.sign_in'),
      before: describe.list(before.signIn.methods.map(describe.method)),
      after: describe.list(after.signIn.methods.map(describe.method)),
    },
  ];
  // The confirm dialog puts its content in a paragraph, so the table is drawn with spans and roles.
  return (
    <span data-testid="sign-in-diff" className={styles.diffBlock}>
      <span>{t('sign_in_experience.diff.description')}</span>
      <span role="table" className={styles.diff}>
        <span role="row" className={styles.diffRow}>
          <span role="columnheader">{t('sign_in_experience.diff.setting')}</span>
          <span role="columnheader">{t('sign_in_experience.diff.before')}</span>
          <span role="columnheader">{t('sign_in_experience.diff.after')}</span>
        </span>
        {rows.map((row) => (
          <span role="row" key={row.key} className={styles.diffRow}>
            <span role="rowheader">{row.label}</span>
            <span role="cell" data-testid={`diff-${row.key}-before`}>
              {row.before}
            </span>
            <span role="cell" data-testid={`diff-${row.key}-after`}>
              {row.after}
            </span>
          </span>
        ))}
      </span>
    </span>
  );
};
