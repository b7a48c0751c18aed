import type { SignInExperience } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TermsLinks = Pick<SignInExperience, 'termsOfUseUrl' | 'privacyPolicyUrl'>;

// `<terms>…</terms>` and `<privacy>…</privacy>` mark the link texts inside a translated sentence.
const linkTagPattern = /<(terms|privacy)>(.*?)<\/\1>/g;

/**
 * A translated sentence with its marked parts as links. Parsed here rather than with i18next's
 * Trans component, whose HTML parser would weigh on the first load of every page.
 */
const withLinks = (sentence: string, hrefs: Record<'terms' | 'privacy', string | null>) => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of sentence.matchAll(linkTagPattern)) {
    const [whole, tag, text] = match;
    parts.push(sentence.slice(last, match.index));
    parts.push(
      <a
        key={match.index}
        href={hrefs[tag === 'terms' ? 'terms' : 'privacy'] ?? undefined}
        target="_blank"
        rel="noreferrer"
      >
        {text}
      </a>,
    );
    last = match.index + whole.length;
  }
  parts.push(sentence.slice(last));
  return parts;
};

/** The sentence naming the terms, with a link to each document the tenant has. */
export const TermsText = ({
  links: { termsOfUseUrl, privacyPolicyUrl },
  isAgreement,
}: {
  links: TermsLinks;
  /** "I agree to…" beside a checkbox, rather than "By continuing, you agree to…". */
  isAgreement: boolean;
}) => {
  const { t } = useTranslation();
  const prefix = isAgreement ? 'manual' : 'automatic';
  const key =
    termsOfUseUrl && privacyPolicyUrl
      ? (`terms.${prefix}` as const)
      : termsOfUseUrl
        ? (`terms.${prefix}_terms` as const)
        : (`terms.${prefix}_privacy` as const);
  return <>{withLinks(t(key), { terms: termsOfUseUrl, privacy: privacyPolicyUrl })}</>;
};
