import { describe, expect, it } from 'vitest';

import { describeTranslations } from '../shared/testing.js';
import ar from './locales/ar.js';
import de from './locales/de.js';
import en from './locales/en.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import itPhrases from './locales/it.js';
import ja from './locales/ja.js';
import ko from './locales/ko.js';
import plPL from './locales/pl-pl.js';
import ptBR from './locales/pt-br.js';
import ptPT from './locales/pt-pt.js';
import ru from './locales/ru.js';
import trTR from './locales/tr-tr.js';
import zhCN from './locales/zh-cn.js';
import zhHK from './locales/zh-hk.js';
import zhTW from './locales/zh-tw.js';
import { consolePhrasesEn, loadConsolePhrases } from './index.js';

describeTranslations(
  'console',
  en,
  {
    ar,
    de,
    en,
    es,
    fr,
    it: itPhrases,
    ja,
    ko,
    'pl-PL': plPL,
    'pt-BR': ptBR,
    'pt-PT': ptPT,
    ru,
    'tr-TR': trTR,
    'zh-CN': zhCN,
    'zh-HK': zhHK,
    'zh-TW': zhTW,
  },
  {
    // Examples and protocol names of the connector config forms, the same in every language.
    // The Pro plan's name too: a product name, shown as it is.
    allowIdentical: ['smtp.example.com', 'noreply@example.com', 'login.example.com', 'Acme', 'STARTTLS', 'TLS', 'Pro'],
    // Product words these languages use as they are.
    allowIdenticalIn: {
      de: ['Webhooks', 'Domains', 'Domain'],
      es: ['Roles', 'General', 'Webhooks'],
      fr: ['Applications', 'Invitations', 'Notifications', 'Webhooks', 'Type'],
      it: ['Tenant'],
      'pt-BR': ['Webhooks', 'Status'],
      'pl-PL': ['Status'],
      'pt-PT': ['Webhooks'],
    },
  },
);

describe('loadConsolePhrases', () => {
  it('gives English without a network round trip and the right file for other languages', async () => {
    await expect(loadConsolePhrases('en')).resolves.toBe(consolePhrasesEn);
    await expect(loadConsolePhrases('zh-TW')).resolves.toBe(zhTW);
    await expect(loadConsolePhrases('pt-PT')).resolves.toBe(ptPT);
  });
});
