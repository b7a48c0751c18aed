import { consoleLanguages, type ConnectorCreate, type ConnectorResponse, type I18nText } from '@tessera/schemas';

/**
 * What a social connector shows on the sign-in app besides its config: the button's name per
 * language and its logos (blank: the factory's own), the target it signs in as, and whether
 * each sign-in updates the user's profile from the provider.
 */
export interface SocialDisplayValues {
  /** One text per console language; blank ones fall back to the factory's name. */
  names: Record<string, string>;
  /** The identity provider it signs in as; blank: the factory's own. */
  target: string;
  logo: string;
  logoDark: string;
  syncProfile: boolean;
  /** Keep each sign-in's provider tokens (encrypted) for the user's apps to call the provider. */
  enableTokenStorage: boolean;
}

export const toDisplayValues = (
  connector?: Pick<ConnectorResponse, 'metadata' | 'syncProfile' | 'enableTokenStorage'>,
): SocialDisplayValues => ({
  names: Object.fromEntries(
    consoleLanguages.map((language) => [language, connector?.metadata.name?.[language] ?? '']),
  ),
  target: connector?.metadata.target ?? '',
  logo: connector?.metadata.logo ?? '',
  logoDark: connector?.metadata.logoDark ?? '',
  syncProfile: connector?.syncProfile ?? false,
  enableTokenStorage: connector?.enableTokenStorage ?? false,
});

/**
 * The `metadata`, `syncProfile` and `enableTokenStorage` of a create or update body. Names are sent only when one is
 * set; English, which every name needs, then falls back to the factory's English name.
 */
export const toDisplayPatch = (
  values: SocialDisplayValues,
  factoryName: I18nText,
): Pick<ConnectorCreate, 'metadata' | 'syncProfile' | 'enableTokenStorage'> => {
  const names = Object.entries(values.names).flatMap(([language, text]) =>
    text.trim() ? [[language, text.trim()] as const] : [],
  );
  const name: I18nText | undefined =
    names.length > 0 ? { en: factoryName.en ?? '', ...Object.fromEntries(names) } : undefined;
  const target = values.target.trim();
  const logo = values.logo.trim();
  const logoDark = values.logoDark.trim();
  return {
    metadata: {
      ...(name ? { name } : {}),
      ...(target ? { target } : {}),
      ...(logo ? { logo } : {}),
      ...(logoDark ? { logoDark } : {}),
    },
    syncProfile: values.syncProfile,
    enableTokenStorage: values.enableTokenStorage,
  };
};
