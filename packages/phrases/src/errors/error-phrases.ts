import type { Language } from '../shared/languages.js';
import type { PhraseKey, Translation } from '../shared/phrases.js';
import ar from './locales/ar.js';
import de from './locales/de.js';
import en, { type ErrorPhrases } from './locales/en.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import italian from './locales/it.js';
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

export type { ErrorPhrases };

/** A stable error code, e.g. `'guard.invalid_pagination'`; also the message's i18n key. */
export type ErrorCode = PhraseKey<ErrorPhrases>;

/** Server error messages of every language, loaded eagerly: the server answers in any of them. */
export const errorPhrases: Readonly<Record<Language, Translation<ErrorPhrases>>> = {
  ar,
  de,
  en,
  es,
  fr,
  it: italian,
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
};
