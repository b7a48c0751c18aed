import type { SsoConnectorPatch, SsoConnectorResponse } from '@tessera/schemas';
import type { TFunction } from 'i18next';

import { isValidDomain } from './domain-tags';

export interface SsoExperienceValues {
  displayName: string;
  logo: string;
  darkLogo: string;
  domains: string[];
  syncProfile: boolean;
  /** OIDC connectors only: keep the IdP's tokens of each sign-in for the account API. */
  enableTokenStorage: boolean;
}

export const toExperienceValues = (connector: SsoConnectorResponse): SsoExperienceValues => ({
  displayName: connector.branding.displayName ?? '',
  logo: connector.branding.logo ?? '',
  darkLogo: connector.branding.darkLogo ?? '',
  domains: [...connector.domains],
  syncProfile: connector.syncProfile,
  enableTokenStorage: connector.enableTokenStorage,
});

/** A blank branding text is "not set" and left out. */
export const toExperiencePatch = (values: SsoExperienceValues, connector: Pick<SsoConnectorResponse, 'providerType'>): SsoConnectorPatch => ({
  branding: Object.fromEntries(
    (['displayName', 'logo', 'darkLogo'] as const).flatMap((key) => {
      const value = values[key].trim();
      return value ? [[key, value]] : [];
    }),
  ),
  domains: values.domains,
  syncProfile: values.syncProfile,
  // SAML IdPs hand over no tokens; the server refuses the flag for them.
  ...(connector.providerType === 'saml' ? {} : { enableTokenStorage: values.enableTokenStorage }),
});

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Domains and logo URLs in words the user reads; the contract would only say "invalid value". */
export const experienceRules = (t: TFunction) => (values: SsoExperienceValues) => {
  const invalidDomain = values.domains.find((domain) => !isValidDomain(domain));
  const logoError = (value: string) =>
    value.trim() && !isWebUrl(value.trim()) ? t('enterprise_sso.experience.logo_invalid') : undefined;
  return {
    domains: invalidDomain ? t('enterprise_sso.experience.domain_invalid', { domain: invalidDomain }) : undefined,
    logo: logoError(values.logo),
    darkLogo: logoError(values.darkLogo),
  };
};

/** The form field of a body path (`branding.logo` → `logo`, `domains.2` → `domains`). */
export const experienceFieldOf = (bodyPath: string) => {
  const [head, key] = bodyPath.split('.');
  if (head === 'branding') {
    return key;
  }
  return head === 'domains' || head === 'syncProfile' || head === 'enableTokenStorage' ? head : undefined;
};
