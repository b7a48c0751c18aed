import type { Path } from 'react-hook-form';

import type { ServerFieldErrorMap } from '../../../components/server-field-errors/server-field-errors';
import { keptRows, type ApplicationSettingsValues, type UriListField } from './settings-values';

type Field = Path<ApplicationSettingsValues>;

const plainFields: Readonly<Record<string, Field>> = {
  name: 'name',
  description: 'description',
  customData: 'customData',
  'customClientMetadata.idTokenTtl': 'idTokenTtl',
  'customClientMetadata.refreshTokenTtlInDays': 'refreshTokenTtlInDays',
  'oidcClientMetadata.backchannelLogoutUri': 'backchannelLogoutUri',
};

const listFields: Readonly<Record<string, UriListField>> = {
  'oidcClientMetadata.redirectUris': 'redirectUris',
  'oidcClientMetadata.postLogoutRedirectUris': 'postLogoutRedirectUris',
  'customClientMetadata.corsAllowedOrigins': 'corsAllowedOrigins',
};

/**
 * The form field of a body path, for contract issues and server errors alike. List indexes in
 * the body skip the blank rows the form did not send, so they are turned back into form rows.
 */
export const settingsFieldOf =
  (values: ApplicationSettingsValues) =>
  (path: string): Field | undefined => {
    if (plainFields[path]) {
      return plainFields[path];
    }
    const match = /^(.+)\.(\d+)$/.exec(path);
    const field = match?.[1] ? listFields[match[1]] : undefined;
    const row = field ? keptRows(values[field])[Number(match?.[2])]?.row : undefined;
    return field && row !== undefined ? `${field}.${row}` : undefined;
  };

/** Where server errors about a saved application belong. */
export const settingsErrorMap = (values: ApplicationSettingsValues): ServerFieldErrorMap<ApplicationSettingsValues> => ({
  codes: {
    'application.invalid_cors_origin': (error) => {
      const { origin } = (error.body?.data ?? {}) as { origin?: unknown };
      const row = values.corsAllowedOrigins.findIndex((value) => value.trim() === origin);
      return row >= 0 ? `corsAllowedOrigins.${row}` : undefined;
    },
  },
  detailPaths: settingsFieldOf(values),
});
