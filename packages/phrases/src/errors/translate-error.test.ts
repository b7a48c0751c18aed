import { describe, expect, it } from 'vitest';

import { isErrorCode, translateError } from './translate-error.js';

describe('translateError', () => {
  it('answers in the requested language with the variables filled in', () => {
    expect(translateError('route.not_found', 'en', { method: 'GET', path: '/api/nope' })).toBe(
      'No route matches GET /api/nope.',
    );
    expect(translateError('session.identifier_locked', 'de', { minutes: 15 })).toBe(
      'Zu viele fehlgeschlagene Versuche. Versuche es in 15 Minuten erneut.',
    );
  });

  it('keeps the messages the API promises in English', () => {
    expect(translateError('auth.insufficient_permissions', 'en')).toBe('Insufficient permissions.');
    expect(translateError('session.invalid_credentials', 'en')).toBe(
      'Incorrect account or password.',
    );
  });

  it('reads nested codes', () => {
    expect(
      translateError('password_rejected.restricted.words', 'en', { words: ['tessera', 'admin'] }),
    ).toBe('The password contains a word that is not allowed: tessera, admin.');
  });

  it('understands any tag or Accept-Language header', () => {
    expect(translateError('auth.insufficient_permissions', 'pt')).toBe('Permissões insuficientes.');
    expect(translateError('auth.insufficient_permissions', 'zh-Hant')).toBe('權限不足。');
    expect(translateError('auth.insufficient_permissions', 'fr-CA,fr;q=0.9')).toBe(
      'Autorisations insuffisantes.',
    );
  });

  it('falls back to English for an unknown language', () => {
    expect(translateError('auth.insufficient_permissions', 'nl')).toBe('Insufficient permissions.');
  });

  it('falls back to request.general for an unknown code, a group of codes or an inherited key', () => {
    expect(translateError('no.such_code', 'en')).toBe('Something went wrong with the request.');
    expect(translateError('auth', 'de')).toBe('Bei der Anfrage ist ein Fehler aufgetreten.');
    expect(translateError('constructor', 'ja')).toBe('リクエストの処理中にエラーが発生しました。');
  });
});

describe('isErrorCode', () => {
  it('accepts message codes only', () => {
    expect(isErrorCode('guard.invalid_pagination')).toBe(true);
    expect(isErrorCode('password_rejected.restricted.user_info')).toBe(true);
    expect(isErrorCode('password_rejected.restricted')).toBe(false);
    expect(isErrorCode('nope')).toBe(false);
  });
});
