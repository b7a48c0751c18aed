/** URL rules of spec 001 §5: redirect URIs, post-logout URIs, origins, optional URL fields. */

export type RedirectUriKind = 'web' | 'native';

const webProtocols = new Set(['http:', 'https:']);
/** A reverse-domain custom scheme such as `io.tessera.app:` (RFC 8252 §7.1): it contains a dot. */
const nativeSchemeRegEx = /^[a-z][\d+a-z-]*(?:\.[\d+a-z-]+)+:$/i;

const parseUrl = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** Absolute URL of any scheme. */
export const isValidUrl = (value: string): boolean => parseUrl(value) !== undefined;

export const isValidWebUrl = (value: string): boolean => {
  const url = parseUrl(value);
  return url !== undefined && webProtocols.has(url.protocol) && url.hostname !== '';
};

/**
 * A redirect URI for an application of the given kind. Web applications need an absolute
 * http(s) URL; native applications may also use a custom scheme containing a dot
 * (`io.tessera.app://callback`). Fragments are refused for both, as OAuth 2.0 requires.
 */
export const isValidRedirectUri = (value: string, kind: RedirectUriKind): boolean => {
  const url = parseUrl(value);
  if (!url || value.includes('#')) {
    return false;
  }
  if (webProtocols.has(url.protocol)) {
    return url.hostname !== '';
  }
  return kind === 'native' && nativeSchemeRegEx.test(url.protocol);
};

/** Native applications accept custom-scheme redirect URIs; every other type is web. */
export const redirectUriKindOf = (applicationType: string): RedirectUriKind =>
  applicationType === 'Native' ? 'native' : 'web';

/** Post-logout redirect URIs only need to be absolute URLs. */
export const isValidPostLogoutRedirectUri = (value: string): boolean => isValidUrl(value);

/** An origin is accepted only in its normalized form: `https://a.example.com`, no path or slash. */
export const isValidOrigin = (value: string): boolean => parseUrl(value)?.origin === value;

export const invalidUriFormatError = 'errors.invalid_uri_format';

/**
 * Form rule for optional URL fields such as a logo URL typed instead of uploaded: an empty
 * value passes, otherwise it must be an http(s) URL. Returns true or the error key.
 */
const validateOptionalUrl = (
  value: string | undefined,
): true | typeof invalidUriFormatError =>
  !value || isValidWebUrl(value) ? true : invalidUriFormatError;

/** The logo field of the sign-in experience and onboarding forms follows the optional URL rule. */
export const validateLogoUrl = validateOptionalUrl;
