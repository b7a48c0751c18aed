import { describe, expect, it, vi } from 'vitest';

import { RequestError } from '../../api/request-error';
import { parseDetailLines, setServerFieldErrors } from './server-field-errors';

interface Values {
  name: string;
  redirectUris: string[];
}

describe('setServerFieldErrors', () => {
  it('puts a known code on its field with the server message', () => {
    const setError = vi.fn();
    const error = new RequestError(422, { message: 'The role name is in use.', code: 'role.name_in_use' });
    expect(setServerFieldErrors<Values>(error, { codes: { 'role.name_in_use': 'name' } }, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'The role name is in use.' }, { shouldFocus: true });
  });

  it('maps validation details to row fields and leaves unknown errors alone', () => {
    const setError = vi.fn();
    const error = new RequestError(400, {
      message: 'Invalid input.',
      code: 'guard.invalid_input',
      details: 'oidcClientMetadata.redirectUris.1: must use http or https',
    });
    const detailPaths = (path: string) =>
      path.startsWith('oidcClientMetadata.redirectUris.') ? (`redirectUris.${Number(path.split('.')[2])}` as const) : undefined;
    expect(setServerFieldErrors<Values>(error, { detailPaths }, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith('redirectUris.1', { type: 'server', message: 'must use http or https' }, { shouldFocus: true });

    expect(setServerFieldErrors<Values>(new RequestError(500), { codes: {} }, setError)).toBe(false);
  });

  it('puts a validation message on its field in the console language', () => {
    const setError = vi.fn();
    const error = new RequestError(400, {
      message: 'Invalid input.',
      code: 'guard.invalid_input',
      details: 'name: Too big: expected string to have <=128 characters',
    });
    const translate = (message: string) => (message.startsWith('Too big') ? 'Verwende höchstens 128 Zeichen.' : message);
    setServerFieldErrors<Values>(error, { detailPaths: (path) => (path === 'name' ? 'name' : undefined) }, setError, translate);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Verwende höchstens 128 Zeichen.' }, { shouldFocus: true });
  });

  it('reads path: message lines', () => {
    expect(parseDetailLines('a.b: bad\nno separator\nc: worse')).toEqual([
      { path: 'a.b', message: 'bad' },
      { path: 'c', message: 'worse' },
    ]);
  });
});
