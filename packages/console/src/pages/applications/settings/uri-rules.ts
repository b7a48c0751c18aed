import { isValidOrigin, isValidPostLogoutRedirectUri, isValidRedirectUri, type RedirectUriKind } from '@tessera/schemas';
import type { TFunction } from 'i18next';

import type { UriListField } from './settings-values';

/** The error of one row of a URI list, or undefined when the row is fine (blank rows are ignored). */
export const uriRowError = (field: UriListField, value: string, kind: RedirectUriKind, t: TFunction): string | undefined => {
  const uri = value.trim();
  if (!uri) {
    return undefined;
  }
  switch (field) {
    case 'redirectUris':
      if (isValidRedirectUri(uri, kind)) {
        return undefined;
      }
      return kind === 'native' ? t('applications.errors.redirect_uri_native') : t('applications.errors.redirect_uri_web');
    case 'postLogoutRedirectUris':
      return isValidPostLogoutRedirectUri(uri) ? undefined : t('errors.invalid_uri_format');
    case 'corsAllowedOrigins':
      return isValidOrigin(uri) ? undefined : t('applications.errors.cors_origin');
  }
};
