import { describe, expect, it } from 'vitest';

import { parseJsonText, validateJsonText } from './json-text';

describe('JSON text', () => {
  it.each(['{}', '{"a":[1,2]}', '[]', '"text"', '3', 'null'])('accepts %s', (text) => {
    expect(validateJsonText(text)).toBe(true);
  });

  it.each(['', '{', "{'a':1}", '{a:1}', '{"a":1,}', 'undefined'])('flags %j', (text) => {
    expect(validateJsonText(text)).toBe('errors.invalid_json_format');
  });

  it('allows blank text only when asked', () => {
    expect(validateJsonText('  ', { allowEmpty: true })).toBe(true);
    expect(validateJsonText('  ')).toBe('errors.invalid_json_format');
  });

  it('restricts to objects when asked', () => {
    expect(validateJsonText('{"a":1}', { objectOnly: true })).toBe(true);
    expect(validateJsonText('[1]', { objectOnly: true })).toBe('errors.invalid_json_format');
    expect(validateJsonText('null', { objectOnly: true })).toBe('errors.invalid_json_format');
  });

  it('hands back the parsed value', () => {
    expect(parseJsonText('{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
  });
});
