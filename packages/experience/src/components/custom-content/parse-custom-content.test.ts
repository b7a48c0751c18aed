import { describe, expect, it } from 'vitest';

import { isSafeHref, parseCustomContent } from './parse-custom-content';

describe('custom content format', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseCustomContent('First line\r\nsecond line\n  \n\nNext paragraph\n')).toEqual([
      [
        { type: 'text', text: 'First line' },
        { type: 'break' },
        { type: 'text', text: 'second line' },
      ],
      [{ type: 'text', text: 'Next paragraph' }],
    ]);
    expect(parseCustomContent(' \n\n ')).toEqual([]);
  });

  it('reads bold, italic and links, nested', () => {
    expect(
      parseCustomContent('**Need _help_?** See [the **guide**](https://example.com/help).'),
    ).toEqual([
      [
        {
          type: 'strong',
          children: [
            { type: 'text', text: 'Need ' },
            { type: 'emphasis', children: [{ type: 'text', text: 'help' }] },
            { type: 'text', text: '?' },
          ],
        },
        { type: 'text', text: ' See ' },
        {
          type: 'link',
          href: 'https://example.com/help',
          children: [
            { type: 'text', text: 'the ' },
            { type: 'strong', children: [{ type: 'text', text: 'guide' }] },
          ],
        },
        { type: 'text', text: '.' },
      ],
    ]);
  });

  it('leaves underscores inside words alone', () => {
    expect(parseCustomContent('snake_case_name')).toEqual([
      [{ type: 'text', text: 'snake_case_name' }],
    ]);
  });

  it('keeps HTML as text and drops links to unsafe addresses, keeping their words', () => {
    expect(parseCustomContent('<img src=x onerror=alert(1)> [click](javascript:alert(1))')).toEqual(
      [
        [
          { type: 'text', text: '<img src=x onerror=alert(1)> ' },
          { type: 'text', text: 'click' },
          { type: 'text', text: ')' },
        ],
      ],
    );
    expect(isSafeHref('mailto:help@example.com')).toBe(true);
    expect(isSafeHref('data:text/html,<script>')).toBe(false);
    expect(isSafeHref('/relative')).toBe(false);
  });
});
