import { describe, expect, it } from 'vitest';

import {
  assertSameShape,
  assertSameVariables,
  assertTranslated,
  findTranslationIssues,
} from './testing.js';

const en = {
  title: 'Sign in',
  greeting: 'Hello {{name}}',
  nested: { ok: 'OK', note: 'Your account is locked for {{minutes}} minutes.' },
};

const problemsOf = (translation: unknown, language: string) =>
  findTranslationIssues(en, translation, language).map(({ key, problem }) => `${key}:${problem}`);

describe('findTranslationIssues', () => {
  it('accepts a complete translation', () => {
    const de = {
      title: 'Anmelden',
      greeting: 'Hallo {{name}}',
      nested: { ok: 'OK', note: 'Dein Konto ist für {{minutes}} Minuten gesperrt.' },
    };
    expect(problemsOf(de, 'de')).toEqual([]);
  });

  it('reports missing, extra, non-string and empty keys', () => {
    const broken = { title: '', greeting: 'Hallo {{name}}', nested: { ok: 1 }, extra: 'Extra' };
    expect(problemsOf(broken, 'de')).toEqual([
      'nested.note:missing',
      'title:empty',
      'nested.ok:not_a_string',
      'extra:extra',
    ]);
    expect(problemsOf(undefined, 'de')).toEqual([
      'title:missing',
      'greeting:missing',
      'nested.ok:missing',
      'nested.note:missing',
    ]);
  });

  it('reports variables that differ from English and stray braces', () => {
    const broken = {
      title: 'Anmelden',
      greeting: 'Hallo {{nom}}',
      nested: { ok: 'OK', note: 'Gesperrt für {{minutes} Minuten.' },
    };
    expect(problemsOf(broken, 'de')).toEqual([
      'greeting:variables',
      'nested.note:variables',
      'nested.note:malformed_placeholder',
    ]);
  });

  it('reports phrases left in English but allows listed tokens', () => {
    const lazy = {
      title: 'Sign in',
      greeting: 'Hallo {{name}}',
      nested: { ok: 'OK', note: en.nested.note },
    };
    expect(problemsOf(lazy, 'de')).toEqual(['title:untranslated', 'nested.note:untranslated']);
    expect(
      findTranslationIssues(en, lazy, 'de', {
        allowIdentical: ['Sign in'],
        allowIdenticalIn: { de: [en.nested.note] },
      }),
    ).toEqual([]);
  });

  it('reports text outside the script of the language', () => {
    const latin = {
      title: 'Vkhod',
      greeting: 'Привет, {{name}}',
      nested: { ok: 'OK', note: 'Заблокировано на {{minutes}} мин.' },
    };
    expect(problemsOf(latin, 'ru')).toEqual(['title:wrong_script']);
  });

  it('reports characters and words of a sibling variant', () => {
    const traditional = {
      title: '登錄',
      greeting: '你好，{{name}}',
      nested: { ok: 'OK', note: '账户已锁定 {{minutes}} 分钟。' },
    };
    expect(problemsOf(traditional, 'zh-CN')).toEqual(['title:foreign_variant']);
    const simplified = {
      title: '登录',
      greeting: '你好，{{name}}',
      nested: { ok: 'OK', note: '帳戶已鎖定 {{minutes}} 分鐘。' },
    };
    expect(problemsOf(simplified, 'zh-TW')).toEqual(['title:foreign_variant']);
    const brazilian = {
      title: 'Entrar',
      greeting: 'Olá {{name}}',
      nested: { ok: 'OK', note: 'Senha bloqueada por {{minutes}} minutos.' },
    };
    expect(problemsOf(brazilian, 'pt-PT')).toEqual(['nested.note:foreign_variant']);
  });
});

describe('assertion helpers', () => {
  it('throw with one line per issue of their kind only', () => {
    const broken = { title: 'Sign in', greeting: 'Hallo', nested: { ok: 'OK' } };
    expect(() => assertSameShape(en, broken, 'de')).toThrow('[de] nested.note: missing');
    expect(() => assertSameVariables(en, broken, 'de')).toThrow('[de] greeting: variables');
    expect(() => assertTranslated(en, broken, 'de')).toThrow('[de] title: untranslated');
    expect(() =>
      assertSameShape(en, { ...broken, nested: { ok: 'OK', note: 'x {{minutes}}' } }, 'de'),
    ).not.toThrow();
  });
});
