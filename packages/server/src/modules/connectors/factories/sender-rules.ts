import { emailGuard } from '@tessera/schemas';
import { z } from 'zod';
import { templatesGuard } from '../templates.js';
import { RequestError } from '../../../errors/request-error.js';

/** A scheme, `www.`, or a dotted host name ending in a top-level domain: `acme.com`, `x.io/a`. */
const urlPattern = /(?:[a-z][\d+.a-z-]*:\/\/|\bwww\.)|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:[/:?#]|\b)/i;

export const containsUrl = (text: string) => urlPattern.test(text);

/**
 * Sender names and company information are shown to readers as text they trust, so a link in
 * them would be an easy phishing lure (spec: URL is not allowed in either).
 */
export const assertSenderTexts = ({ senderName, companyInformation }: { senderName?: string; companyInformation?: string }) => {
  if (senderName && containsUrl(senderName)) {
    throw new RequestError('connector.url_in_sender_name', 400);
  }
  if (companyInformation && containsUrl(companyInformation)) {
    throw new RequestError('connector.url_in_company_information', 400);
  }
};

/**
 * What every email factory's config holds about the sender, besides how it reaches its service:
 * the from address, an optional sender name and company footer (no URL in either, see
 * `assertSenderTexts`), and the templates.
 */
export const emailSenderConfigShape = {
  fromEmail: emailGuard,
  senderName: z.string().max(128).optional(),
  companyInformation: z.string().max(1024).optional(),
  templates: templatesGuard,
};
