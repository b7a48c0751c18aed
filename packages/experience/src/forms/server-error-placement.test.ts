import { experiencePhrases } from '@tessera/phrases';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

import { clientErrorCodes, RequestError } from '../api/request-error';
import { placeServerError } from './server-error-placement';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: experiencePhrases.en } },
    interpolation: { escapeValue: false },
  });
});

const place = (code: string, message = 'Server says no.', data?: unknown, status = 422) =>
  placeServerError(new RequestError({ status, code, message, data }), i18n.t);

describe('placeServerError', () => {
  it('keeps invalid credentials at form level with the server message', () => {
    expect(place('session.invalid_credentials')).toEqual({
      target: 'form',
      alert: { tone: 'error', message: 'Server says no.' },
    });
  });

  it('maps taken identifiers to their fields', () => {
    expect(place('user.username_already_in_use')).toMatchObject({
      target: 'field',
      field: 'username',
    });
    expect(place('user.email_already_in_use')).toMatchObject({ target: 'field', field: 'email' });
  });

  it('translates password rejections with their values, or falls back to the message', () => {
    expect(
      place('password_rejected.too_short', 'x', {
        rejections: [{ code: 'password_rejected.too_short', interpolation: { min: 12 } }],
      }),
    ).toEqual({ target: 'field', field: 'password', messages: ['Use at least 12 characters.'] });
    expect(place('password_rejected.pwned', 'Breached.')).toEqual({
      target: 'field',
      field: 'password',
      messages: ['Breached.'],
    });
  });

  it('warns about locks and rate limits', () => {
    expect(place('session.identifier_locked', 'x', { minutes: 5 }, 403)).toEqual({
      target: 'form',
      alert: {
        tone: 'warning',
        message: 'Too many failed attempts. Your account is locked for 5 minutes.',
      },
    });
    expect(place('session.attempt_too_soon', 'x', { seconds: 4 }, 429)).toEqual({
      target: 'form',
      alert: {
        tone: 'warning',
        message: 'Too many failed attempts. You can try again in 4 s.',
      },
    });
    expect(place('session.too_many_requests', 'Slow down.', undefined, 429)).toMatchObject({
      alert: { tone: 'warning', message: 'Slow down.' },
    });
  });

  it('explains network failures and unknown answers in our own words', () => {
    expect(place(clientErrorCodes.network, '')).toMatchObject({
      alert: { message: 'Cannot reach the server. Check your connection and try again.' },
    });
    expect(place(clientErrorCodes.invalidResponse, '')).toMatchObject({
      alert: { message: 'Something went wrong. Please try again.' },
    });
  });
});
