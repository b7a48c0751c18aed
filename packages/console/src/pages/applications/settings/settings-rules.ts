import {
  applicationPatchBodyGuard,
  redirectUriKindOf,
  tokenLifetimes,
  validateJsonText,
  type ApplicationType,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';

import { contractResolver } from '../../../components/contract-resolver/contract-resolver';
import { isUserFacingType } from '../application-type-rules';
import { settingsFieldOf } from './settings-error-map';
import { toApplicationPatch, type ApplicationSettingsValues, type UriListField } from './settings-values';
import { uriRowError } from './uri-rules';

/** ID tokens last at most a year. */
const idTokenTtlMax = 31_536_000;

const uriListFields: readonly UriListField[] = ['redirectUris', 'postLogoutRedirectUris', 'corsAllowedOrigins'];

const isIntegerInRange = (value: string, min: number, max: number) => {
  const number = Number(value);
  return /^\d+$/.test(value.trim()) && number >= min && number <= max;
};

/**
 * What the settings form checks beyond the patch contract: redirect URIs by the application type
 * (the server checks them against the stored type), CORS origins (the contract leaves them to
 * the server), lifetimes with their bounds, and custom data as JSON text. Keyed by form field;
 * the URI and token fields exist for types that sign users in only.
 */
const settingsRules =
  (type: ApplicationType, isUserFacing: boolean, t: TFunction) =>
  (values: ApplicationSettingsValues): Record<string, string | undefined> => {
    const jsonCheck = validateJsonText(values.customData, { objectOnly: true });
    const errors: Record<string, string | undefined> = {
      customData: jsonCheck === true ? undefined : t(jsonCheck),
    };
    if (!isUserFacing) {
      return errors;
    }
    const kind = redirectUriKindOf(type);
    for (const field of uriListFields) {
      values[field].forEach((value, row) => {
        errors[`${field}.${row}`] = uriRowError(field, value, kind, t);
      });
    }
    const { refreshTokenDaysMin: min, refreshTokenDaysMax: max } = tokenLifetimes;
    errors.idTokenTtl = isIntegerInRange(values.idTokenTtl, 1, idTokenTtlMax)
      ? undefined
      : t('shared_form.number_range', { min: 1, max: idTokenTtlMax });
    errors.refreshTokenTtlInDays = isIntegerInRange(values.refreshTokenTtlInDays, min, max)
      ? undefined
      : t('shared_form.number_range', { min, max });
    return errors;
  };

/**
 * The settings form's resolver: the patch contract on the body the form sends, its issues put
 * back on the form's fields, and the form's own rules above.
 */
export const settingsResolver = (type: ApplicationType, t: TFunction) => {
  const isUserFacing = isUserFacingType(type);
  return contractResolver<ApplicationSettingsValues>(
    applicationPatchBodyGuard,
    (values) => toApplicationPatch(values, isUserFacing),
    t,
    { 'oidcClientMetadata.backchannelLogoutUri': t('errors.invalid_uri_format') },
    { fieldPath: (path, values) => settingsFieldOf(values)(path), rules: settingsRules(type, isUserFacing, t) },
  );
};
