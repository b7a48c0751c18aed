import { logKeyCatalogue } from '@tessera/schemas';
import i18next from 'i18next';
import { consolePhrasesEn } from '@tessera/phrases';
import { describe, expect, it } from 'vitest';

import { describeLogKey } from './log-keys';

const t = i18next.createInstance({
  lng: 'en',
  resources: { en: { translation: consolePhrasesEn } },
});
await t.init();

describe('describeLogKey', () => {
  it('gives every key of the catalogue a readable description', () => {
    for (const key of logKeyCatalogue) {
      expect(describeLogKey(t.t, key)).not.toBe(key);
    }
    expect(
      describeLogKey(t.t, 'Interaction.Register.Verification.EmailVerificationCode.Create'),
    ).toBe('Registration: email code sent');
    expect(describeLogKey(t.t, 'ExchangeTokenBy.RefreshToken')).toBe('Tokens refreshed');
  });

  it('shows a key outside the catalogue as it is', () => {
    expect(describeLogKey(t.t, 'Interaction.SignIn.Something.New')).toBe(
      'Interaction.SignIn.Something.New',
    );
    expect(describeLogKey(t.t, 'ExchangeTokenBy.Unknown')).toBe('ExchangeTokenBy.Unknown');
  });
});
