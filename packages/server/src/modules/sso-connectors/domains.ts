import { isValidDomainName } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';

/**
 * Domains anyone can get an address at: routing them to one company's identity provider would
 * send strangers there, or let that IdP claim their accounts.
 */
const publicEmailDomains = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com',
  'ymail.com', 'icloud.com', 'me.com', 'mac.com', 'aol.com', 'proton.me', 'protonmail.com',
  'pm.me', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com', 'yandex.com', 'yandex.ru',
  'mail.ru', 'qq.com', '163.com', '126.com', 'sina.com', 'naver.com', 'hanmail.net', 'zoho.com',
  'fastmail.com', 'tutanota.com', 'hey.com', 'orange.fr', 'free.fr', 'laposte.net', 'libero.it',
  'yahoo.co.jp', 'rediffmail.com', 'outlook.de', 'hotmail.co.uk', 'yahoo.co.uk',
]);

/** Domains are compared as email addresses compare them: without case. */
export const normaliseDomain = (domain: string) => domain.trim().toLowerCase();

/** The domain of an email address, lower-cased; undefined for text that is not one. */
export const emailDomainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 && at < email.length - 1 ? normaliseDomain(email.slice(at + 1)) : undefined;
};

/**
 * The connector's email domains, normalised: each must be a domain (400
 * `single_sign_on.invalid_domain_format`), listed once (`single_sign_on.duplicated_domains`) and
 * not a public email domain (`single_sign_on.forbidden_domains`).
 */
export function checkSsoDomains(domains: readonly string[]): string[] {
  const normalised = domains.map(normaliseDomain);
  const invalid = normalised.filter((domain) => !isValidDomainName(domain) || !domain.includes('.'));
  if (invalid.length > 0) {
    throw new RequestError('single_sign_on.invalid_domain_format', 400, { domains: invalid.join(', ') });
  }
  const duplicated = [...new Set(normalised.filter((domain, index) => normalised.indexOf(domain) !== index))];
  if (duplicated.length > 0) {
    throw new RequestError('single_sign_on.duplicated_domains', 400, { domains: duplicated.join(', ') });
  }
  const forbidden = normalised.filter((domain) => publicEmailDomains.has(domain));
  if (forbidden.length > 0) {
    throw new RequestError('single_sign_on.forbidden_domains', 400, { domains: forbidden.join(', ') });
  }
  return normalised;
}
