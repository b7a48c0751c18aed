import { describe, expect, it } from 'vitest';

import { idGuard, userIdGuard } from './common';
import { connectorCreateGuard, connectorResponseGuard } from './connector';
import { customDomainCreateGuard } from './custom-domain';
import { customPhraseGuard } from './custom-phrase';
import { hookConfigGuard, hookCreateGuard } from './hook';
import { logKeyGuard } from './log';
import { passcodeGuard } from './passcode';
import { sentinelDecisions } from './sentinel-activity';
import { ssoConnectorCreateGuard } from './sso-connector';

it('ids are at most 21 characters, user ids 12', () => {
  expect(idGuard.safeParse('a'.repeat(21)).success).toBe(true);
  expect(idGuard.safeParse('a'.repeat(22)).success).toBe(false);
  expect(idGuard.safeParse('').success).toBe(false);
  expect(userIdGuard.safeParse('a'.repeat(12)).success).toBe(true);
  expect(userIdGuard.safeParse('a'.repeat(13)).success).toBe(false);
});

describe('webhook', () => {
  it.each([
    [-1, false],
    [0, true],
    [3, true],
    [4, false],
  ])('retries %i valid: %s', (retries, valid) => {
    expect(hookConfigGuard.safeParse({ url: 'https://hooks.example.com', retries }).success).toBe(
      valid,
    );
  });

  it('needs known events and an http(s) URL', () => {
    const hook = {
      name: 'Sync',
      events: ['PostSignIn', 'User.Created'],
      config: { url: 'https://h.example.com' },
    };
    expect(hookCreateGuard.safeParse(hook).success).toBe(true);
    expect(hookCreateGuard.safeParse({ ...hook, events: ['User.Exploded'] }).success).toBe(false);
    expect(hookCreateGuard.safeParse({ ...hook, events: [] }).success).toBe(false);
    expect(
      hookCreateGuard.safeParse({ ...hook, config: { url: 'ftp://h.example.com' } }).success,
    ).toBe(false);
  });
});

describe('passcode', () => {
  const passcode = {
    id: 'p',
    interactionJti: null,
    phone: null,
    email: 'a@b.co',
    type: 'SignIn',
    code: '123456',
    consumed: false,
    tryCount: 0,
    createdAt: 1,
  };
  it.each([
    ['', false],
    ['1', true],
    ['123456', true],
    ['1234567', false],
  ])('code %j valid: %s', (code, valid) => {
    expect(passcodeGuard.safeParse({ ...passcode, code }).success).toBe(valid);
  });
});

it('custom phrases nest and their language tag is at most 16 characters', () => {
  const phrase = {
    id: 'c',
    languageTag: 'en',
    translation: { action: { sign_in: 'Log in' }, title: 'Hi' },
  };
  expect(customPhraseGuard.safeParse(phrase).success).toBe(true);
  expect(customPhraseGuard.safeParse({ ...phrase, translation: { a: { b: 1 } } }).success).toBe(
    false,
  );
  expect(customPhraseGuard.safeParse({ ...phrase, languageTag: 'zh-Hant-TW-abcde' }).success).toBe(
    true,
  );
  expect(customPhraseGuard.safeParse({ ...phrase, languageTag: 'zh-Hant-TW-abcdef' }).success).toBe(
    false,
  );
});

it('sentinel decisions', () => {
  expect(sentinelDecisions).toEqual(['Undecided', 'Allowed', 'Blocked', 'Challenge']);
});

it('log keys are dotted word paths', () => {
  expect(logKeyGuard.safeParse('ExchangeTokenBy.ClientCredentials').success).toBe(true);
  expect(logKeyGuard.safeParse('Interaction.SignIn.Submit').success).toBe(true);
  expect(logKeyGuard.safeParse('Interaction..Submit').success).toBe(false);
});

describe('connectors', () => {
  it('creates from a factory id', () => {
    expect(
      connectorCreateGuard.safeParse({ connectorId: 'smtp', config: { host: 'mx' } }).success,
    ).toBe(true);
    expect(connectorCreateGuard.safeParse({ config: {} }).success).toBe(false);
  });

  it('names connectors per language with English required', () => {
    const connector = {
      id: 'c',
      connectorId: 'github-universal',
      name: { en: 'GitHub', de: 'GitHub' },
      description: { en: 'Sign in with GitHub' },
      logo: 'logo.svg',
      logoDark: null,
      target: 'github',
      type: 'Social',
      platform: 'Universal',
      config: {},
      syncProfile: false,
      enableTokenStorage: false,
      metadata: {},
      readme: '',
      formItems: [],
    };
    expect(connectorResponseGuard.safeParse(connector).success).toBe(true);
    expect(connectorResponseGuard.safeParse({ ...connector, name: { de: 'GitHub' } }).success).toBe(
      false,
    );
    expect(connectorResponseGuard.safeParse({ ...connector, type: 'social' }).success).toBe(false);
  });

  it('routes enterprise SSO by email domain', () => {
    const sso = { providerName: 'Okta', connectorName: 'Acme Okta', domains: ['acme.com'] };
    expect(ssoConnectorCreateGuard.safeParse(sso).success).toBe(true);
    expect(ssoConnectorCreateGuard.safeParse({ ...sso, providerName: 'Auth0' }).success).toBe(
      false,
    );
    expect(ssoConnectorCreateGuard.safeParse({ ...sso, domains: [''] }).success).toBe(false);
  });
});

it('custom domains are hostnames of three labels or more', () => {
  expect(customDomainCreateGuard.safeParse({ domain: 'auth.acme.com' }).success).toBe(true);
  expect(customDomainCreateGuard.safeParse({ domain: 'acme.com' }).success).toBe(false);
});
