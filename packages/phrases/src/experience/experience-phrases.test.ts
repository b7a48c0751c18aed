import { describe, expect, it } from 'vitest';

import { languages } from '../shared/languages.js';
import { describeTranslations } from '../shared/testing.js';
import { experiencePhrases, loadExperiencePhrases } from './load-experience-phrases.js';

const all = Object.fromEntries(
  await Promise.all(
    languages.map(async (language) => [language, await loadExperiencePhrases(language)] as const),
  ),
);

describeTranslations('experience', experiencePhrases.en, all);

describe('loadExperiencePhrases', () => {
  it('loads the language asked for', async () => {
    expect((await loadExperiencePhrases('de')).action.sign_in).toBe('Anmelden');
    expect((await loadExperiencePhrases('pt-PT')).input.password).toBe('Palavra-passe');
  });

  it('reads any tag or Accept-Language header', async () => {
    expect((await loadExperiencePhrases('pt')).input.password).toBe('Senha');
    expect((await loadExperiencePhrases('zh-Hant-HK')).input.email).toBe('電郵');
    expect((await loadExperiencePhrases('ko-KR,ko;q=0.9,en;q=0.5')).action.back).toBe('뒤로');
  });

  it('falls back to English, the phrases bundled with the app', async () => {
    await expect(loadExperiencePhrases('nl')).resolves.toBe(experiencePhrases.en);
  });
});
