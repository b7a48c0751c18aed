import { defaultSignInExperience, defaultTenantId } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { readStoredRecord } from './stored-record.js';

const defaults = defaultSignInExperience(defaultTenantId);

describe('readStoredRecord', () => {
  it('answers the defaults for nothing stored or something that is not a record', () => {
    expect(readStoredRecord(undefined, defaults)).toEqual(defaults);
    expect(readStoredRecord(['not', 'a', 'record'], defaults)).toEqual(defaults);
  });

  it('completes parts stored by older versions from their defaults', () => {
    const record = readStoredRecord(
      {
        signUp: { identifiers: ['email'] },
        color: { primaryColor: '#112233' },
        passwordPolicy: { length: { min: 12 } },
      },
      defaults,
    );
    expect(record.signUp).toEqual({ identifiers: ['email'], password: true, verify: false });
    expect(record.color).toEqual({ ...defaults.color, primaryColor: '#112233' });
    expect(record.passwordPolicy.length).toEqual({ min: 12, max: 256 });
  });

  it('falls back part by part: one malformed part does not discard the others', () => {
    const record = readStoredRecord(
      {
        signInMode: 'Nonsense',
        color: { primaryColor: 'red' },
        customCss: 'body { color: red; }',
        id: 'ignored',
      },
      defaults,
    );
    expect(record).toEqual({ ...defaults, customCss: 'body { color: red; }' });
  });
});
