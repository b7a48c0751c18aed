import { describe, expect, it } from 'vitest';

import { extractVariables, interpolate } from './interpolate.js';

describe('interpolate', () => {
  it('fills every placeholder, with or without spaces inside the braces', () => {
    expect(
      interpolate('No route matches {{method}} {{ path }}.', { method: 'GET', path: '/api/x' }),
    ).toBe('No route matches GET /api/x.');
  });

  it('writes numbers and booleans as text and joins arrays', () => {
    expect(
      interpolate('{{n}} / {{ok}} / {{types}}', { n: 0, ok: false, types: ['png', 'svg'] }),
    ).toBe('0 / false / png, svg');
  });

  it('reads dotted paths and the unescaped and formatted forms i18next allows', () => {
    expect(
      interpolate('{{user.name}} {{- raw}} {{count, number}}', {
        user: { name: 'Ada' },
        raw: '<b>',
        count: 3,
      }),
    ).toBe('Ada <b> 3');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(interpolate('Try again in {{minutes}} minutes.', {})).toBe(
      'Try again in {{minutes}} minutes.',
    );
    expect(interpolate('{{a}}', { a: null })).toBe('{{a}}');
  });

  it('does not expand placeholders found inside inserted values', () => {
    expect(interpolate('Hello {{name}}', { name: '{{secret}}', secret: 'leak' })).toBe(
      'Hello {{secret}}',
    );
  });

  it('ignores inherited properties', () => {
    expect(interpolate('{{constructor}} {{a.toString}}', { a: {} })).toBe(
      '{{constructor}} {{a.toString}}',
    );
  });
});

describe('extractVariables', () => {
  it('lists each variable once, in order of first use', () => {
    expect(extractVariables('{{b}} {{a}} {{ b }} {{c, number}} {{- d}}')).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
    expect(extractVariables('no variables')).toEqual([]);
  });
});
