import type { SignInExperience } from '@tessera/schemas';
import { Trans } from 'react-i18next';

type TermsLinks = Pick<SignInExperience, 'termsOfUseUrl' | 'privacyPolicyUrl'>;

/** The sentence naming the terms, with a link to each document the tenant has. */
export const TermsText = ({
  links: { termsOfUseUrl, privacyPolicyUrl },
  isAgreement,
}: {
  links: TermsLinks;
  /** "I agree to…" beside a checkbox, rather than "By continuing, you agree to…". */
  isAgreement: boolean;
}) => {
  const prefix = isAgreement ? 'manual' : 'automatic';
  const key =
    termsOfUseUrl && privacyPolicyUrl
      ? (`terms.${prefix}` as const)
      : termsOfUseUrl
        ? (`terms.${prefix}_terms` as const)
        : (`terms.${prefix}_privacy` as const);
  return (
    <Trans
      i18nKey={key}
      components={{
        // The texts are filled in by Trans.
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        terms: <a href={termsOfUseUrl ?? undefined} target="_blank" rel="noreferrer" />,
        // eslint-disable-next-line jsx-a11y/anchor-has-content
        privacy: <a href={privacyPolicyUrl ?? undefined} target="_blank" rel="noreferrer" />,
      }}
    />
  );
};
