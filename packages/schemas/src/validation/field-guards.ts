import { z } from 'zod';

import { lengthLimits, tokenLifetimes, webhookRetries } from '../constants';
import {
  emailRegEx,
  hexColorRegEx,
  isValidDomainName,
  isValidHostname,
  noSpaceRegEx,
  phoneInputRegEx,
  phoneRegEx,
  usernameRegEx,
} from './patterns';
import {
  isValidOrigin,
  isValidPostLogoutRedirectUri,
  isValidRedirectUri,
  isValidWebUrl,
} from './uris';

/** Zod forms of the spec 001 §5 rules, for entity schemas and forms alike. */

export const emailGuard = z.string().max(lengthLimits.userIdentifier).regex(emailRegEx);
export const phoneGuard = z.string().max(lengthLimits.userIdentifier).regex(phoneRegEx);
export const phoneInputGuard = z.string().regex(phoneInputRegEx);
export const usernameGuard = z.string().max(lengthLimits.userIdentifier).regex(usernameRegEx);
export const noSpaceGuard = z.string().regex(noSpaceRegEx);
export const hexColorGuard = z.string().regex(hexColorRegEx);
export const hostnameGuard = z.string().refine(isValidHostname, { error: 'Invalid hostname' });
export const domainNameGuard = z.string().refine(isValidDomainName, { error: 'Invalid domain' });

export const webUrlGuard = z.string().refine(isValidWebUrl, { error: 'Invalid URL' });
/** Empty string or an http(s) URL, as optional URL fields of forms allow. */
export const optionalWebUrlGuard = z.union([z.literal(''), webUrlGuard]);
export const originGuard = z.string().refine(isValidOrigin, { error: 'Invalid origin' });
/** Accepts web and native redirect URIs; the application rules narrow it by type. */
export const redirectUriGuard = z
  .string()
  .refine((value) => isValidRedirectUri(value, 'native'), { error: 'Invalid redirect URI' });
export const postLogoutRedirectUriGuard = z
  .string()
  .refine(isValidPostLogoutRedirectUri, { error: 'Invalid post sign-out redirect URI' });

export const verificationCodeGuard = z.string().min(1).max(lengthLimits.verificationCode);
export const webhookRetriesGuard = z.int().min(webhookRetries.min).max(webhookRetries.max);
export const refreshTokenTtlInDaysGuard = z
  .int()
  .min(tokenLifetimes.refreshTokenDaysMin)
  .max(tokenLifetimes.refreshTokenDaysMax);
