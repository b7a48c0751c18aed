import { avatarPaletteSize } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { getAvatarColorIndex, getAvatarLetter } from './avatar-color';

describe('avatar fallback', () => {
  it('uses the first letter, whole code points included', () => {
    expect(getAvatarLetter(' ada')).toBe('A');
    expect(getAvatarLetter('𝒜lice')).toBe('𝒜');
    expect(getAvatarLetter('')).toBe('?');
  });

  it('picks the palette slot from the code point', () => {
    expect(getAvatarColorIndex('Ada')).toBe('A'.codePointAt(0)! % avatarPaletteSize);
    expect(getAvatarColorIndex('ada')).toBe(getAvatarColorIndex('Ada'));
  });
});
