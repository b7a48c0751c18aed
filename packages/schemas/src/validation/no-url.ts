import { z } from 'zod';

export const noUrlMessages = {
  senderName: 'URL is not allowed in sender name.',
  companyInformation: 'URL is not allowed in company information.',
} as const;

const emailLikeRegEx = /[^\s@]+@[^\s@]+/g;
const schemeRegEx = /[a-z][\d+.a-z-]*:\/\//i;
const wwwRegEx = /(?:^|[^\w.-])www\./i;
const bareDomainRegEx = /(?:^|[^\w.@-])(?:[\da-z](?:[\da-z-]*[\da-z])?\.)+[a-z]{2,63}(?![\w-])/i;

/**
 * Whether free text carries a link: a `scheme://` URL, a `www.` prefix or a bare domain such as
 * `example.com`. Email addresses are not links. Names like `Node.js` read as domains and are refused.
 */
export const containsUrl = (text: string): boolean => {
  const withoutEmails = text.replace(emailLikeRegEx, ' ');
  return (
    schemeRegEx.test(withoutEmails) ||
    wwwRegEx.test(withoutEmails) ||
    bareDomainRegEx.test(withoutEmails)
  );
};

/** The email sender name shown to end users. */
export const senderNameGuard = z
  .string()
  .refine((value) => !containsUrl(value), { error: noUrlMessages.senderName });

/** The company information footer of emails. */
export const companyInformationGuard = z
  .string()
  .refine((value) => !containsUrl(value), { error: noUrlMessages.companyInformation });
