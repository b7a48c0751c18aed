import { describe, expect, it } from 'vitest';

import {
  invalidUriFormatError,
  isValidOrigin,
  isValidPostLogoutRedirectUri,
  isValidRedirectUri,
  redirectUriKindOf,
  validateLogoUrl,
} from './uris';

describe('redirect URIs', () => {
  it.each([
    'https://app.example.com/callback',
    'http://localhost:3000/callback',
    'https://a.io/cb?x=1',
  ])('web and native accept %s', (uri) => {
    expect(isValidRedirectUri(uri, 'web')).toBe(true);
    expect(isValidRedirectUri(uri, 'native')).toBe(true);
  });

  it.each(['io.tessera.app://callback', 'com.example.app:/oauth2redirect', 'io.tessera.app://'])(
    'native accepts custom scheme %s, web does not',
    (uri) => {
      expect(isValidRedirectUri(uri, 'native')).toBe(true);
      expect(isValidRedirectUri(uri, 'web')).toBe(false);
    },
  );

  it.each([
    'myapp://callback',
    'ftp://files.example.com/x',
    'javascript:alert(1)',
    '/relative',
    'example.com/cb',
    '',
  ])('refuses %j for both kinds', (uri) => {
    expect(isValidRedirectUri(uri, 'native')).toBe(false);
    expect(isValidRedirectUri(uri, 'web')).toBe(false);
  });

  it('refuses fragments', () => {
    expect(isValidRedirectUri('https://app.example.com/cb#x', 'web')).toBe(false);
    expect(isValidRedirectUri('io.tessera.app://cb#x', 'native')).toBe(false);
  });

  it('maps application types to the redirect kind', () => {
    expect(redirectUriKindOf('Native')).toBe('native');
    expect(redirectUriKindOf('SPA')).toBe('web');
    expect(redirectUriKindOf('Traditional')).toBe('web');
  });
});

it('post-logout URIs must be absolute URLs', () => {
  expect(isValidPostLogoutRedirectUri('https://app.example.com/')).toBe(true);
  expect(isValidPostLogoutRedirectUri('io.tessera.app://signed-out')).toBe(true);
  expect(isValidPostLogoutRedirectUri('/signed-out')).toBe(false);
  expect(isValidPostLogoutRedirectUri('not a url')).toBe(false);
});

describe('origin', () => {
  it.each(['https://app.example.com', 'http://localhost:3000'])(
    'accepts normalized %s',
    (value) => {
      expect(isValidOrigin(value)).toBe(true);
    },
  );
  it.each([
    'https://app.example.com/',
    'https://app.example.com/path',
    'https://APP.example.com',
    'https://app.example.com:443',
    'app.example.com',
    'io.tessera.app://x',
  ])('rejects non-normalized %s', (value) => {
    expect(isValidOrigin(value)).toBe(false);
  });
});

describe('logo URL fallback', () => {
  it('passes empty values', () => {
    expect(validateLogoUrl('')).toBe(true);
    expect(validateLogoUrl(undefined)).toBe(true);
  });
  it('passes http(s) URLs', () => {
    expect(validateLogoUrl('https://cdn.example.com/logo.svg')).toBe(true);
  });
  it.each(['logo.png', 'javascript:alert(1)', 'https://'])('flags %s', (value) => {
    expect(validateLogoUrl(value)).toBe(invalidUriFormatError);
    expect(invalidUriFormatError).toBe('errors.invalid_uri_format');
  });
});
