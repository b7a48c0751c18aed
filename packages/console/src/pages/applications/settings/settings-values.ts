import {
  jsonObjectGuard,
  parseJsonText,
  tokenLifetimes,
  type Application,
  type ApplicationPatchBody,
} from '@tessera/schemas';

/** The settings form; numbers are kept as text while typed. */
export interface ApplicationSettingsValues {
  name: string;
  description: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  corsAllowedOrigins: string[];
  idTokenTtl: string;
  refreshTokenTtlInDays: string;
  alwaysIssueRefreshToken: boolean;
  rotateRefreshToken: boolean;
  backchannelLogoutUri: string;
  backchannelLogoutSessionRequired: boolean;
  customData: string;
}

export type UriListField = 'redirectUris' | 'postLogoutRedirectUris' | 'corsAllowedOrigins';

export const toSettingsValues = ({ name, description, oidcClientMetadata: oidc, customClientMetadata: custom, customData }: Application): ApplicationSettingsValues => ({
  name,
  description: description ?? '',
  redirectUris: oidc.redirectUris,
  postLogoutRedirectUris: oidc.postLogoutRedirectUris,
  corsAllowedOrigins: custom.corsAllowedOrigins ?? [],
  idTokenTtl: String(custom.idTokenTtl ?? tokenLifetimes.idTokenSeconds),
  refreshTokenTtlInDays: String(custom.refreshTokenTtlInDays ?? tokenLifetimes.refreshTokenDays),
  alwaysIssueRefreshToken: custom.alwaysIssueRefreshToken ?? false,
  rotateRefreshToken: custom.rotateRefreshToken ?? tokenLifetimes.rotateRefreshToken,
  backchannelLogoutUri: oidc.backchannelLogoutUri ?? '',
  backchannelLogoutSessionRequired: oidc.backchannelLogoutSessionRequired ?? false,
  customData: JSON.stringify(customData, null, 2),
});

/** The rows worth sending (trimmed, blanks dropped), each with its row in the form. */
export const keptRows = (values: readonly string[]) =>
  values.flatMap((value, row) => (value.trim() ? [{ value: value.trim(), row }] : []));

/**
 * Custom data text as the object it holds. Text that is not a JSON object is left out: the
 * form's own rule refuses it, so it is never sent so.
 */
const customDataOf = (text: string) => {
  const parsed = parseJsonText(text, { objectOnly: true });
  return parsed.ok ? jsonObjectGuard.parse(parsed.value) : undefined;
};

/** The body of `applicationApi.update`; user-facing settings only for types that sign users in. */
export const toApplicationPatch = (values: ApplicationSettingsValues, isUserFacing: boolean): ApplicationPatchBody => {
  const backchannelLogoutUri = values.backchannelLogoutUri.trim();
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    customData: customDataOf(values.customData),
    ...(isUserFacing && {
      oidcClientMetadata: {
        redirectUris: keptRows(values.redirectUris).map(({ value }) => value),
        postLogoutRedirectUris: keptRows(values.postLogoutRedirectUris).map(({ value }) => value),
        ...(backchannelLogoutUri && { backchannelLogoutUri }),
        backchannelLogoutSessionRequired: values.backchannelLogoutSessionRequired,
      },
      customClientMetadata: {
        corsAllowedOrigins: keptRows(values.corsAllowedOrigins).map(({ value }) => value),
        idTokenTtl: Number(values.idTokenTtl),
        refreshTokenTtlInDays: Number(values.refreshTokenTtlInDays),
        alwaysIssueRefreshToken: values.alwaysIssueRefreshToken,
        rotateRefreshToken: values.rotateRefreshToken,
      },
    }),
  };
};
