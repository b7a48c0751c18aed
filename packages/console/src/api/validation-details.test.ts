import { afterEach, describe, expect, it } from 'vitest';

import { changeConsoleLanguage, i18n } from '../i18n/i18n';
import { getErrorMessage } from './error-message';
import { RequestError } from './request-error';
import { translateDetailMessage, translateDetails } from './validation-details';

const t = i18n.t.bind(i18n);

afterEach(async () => {
  await changeConsoleLanguage('en');
});

describe('validation details in the console language', () => {
  it('translates the validator messages the server sends, keeping each field path', async () => {
    await changeConsoleLanguage('de');
    const details = [
      'name: Too big: expected string to have <=128 characters',
      'description: Invalid input: expected string, received undefined',
      'extra: Unrecognized field',
      'scopes: Too small: expected array to have >=1 items',
      'type: Invalid option: expected one of "User"|"MachineToMachine"',
    ].join('\n');
    expect(translateDetails(details, t).split('\n')).toEqual([
      'name: Verwende höchstens 128 Zeichen.',
      'description: Dieses Feld ist erforderlich.',
      'extra: Dieses Feld ist unbekannt.',
      'scopes: Verwende mindestens 1 Einträge.',
      'type: Verwende einen dieser Werte: "User"|"MachineToMachine".',
    ]);
  });

  it('states exclusive limits as inclusive ones', () => {
    expect(translateDetailMessage('Too small: expected string to have >3 characters', t)).toBe('Use at least 4 characters.');
    expect(translateDetailMessage('Too big: expected number to be <100', t)).toBe('Use a number no greater than 99.');
  });

  it('shows a message it does not know as the server wrote it', () => {
    expect(translateDetailMessage('must use http or https', t)).toBe('must use http or https');
    expect(translateDetails('expiresAt: must be in the future', t)).toBe('expiresAt: must be in the future');
  });

  it('translates the details of an error toast (guard.invalid_input)', async () => {
    await changeConsoleLanguage('ja');
    const error = new RequestError(400, {
      message: '入力が無効です。',
      code: 'guard.invalid_input',
      details: 'name: Too small: expected string to have >=1 characters',
    });
    expect(getErrorMessage(error, t)).toBe('入力が無効です。\nname: 1 文字以上で入力してください。');
  });
});
