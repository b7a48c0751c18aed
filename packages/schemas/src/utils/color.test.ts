import { describe, expect, it } from 'vitest';

import { brightenHexColor } from './color';

describe('brightenHexColor', () => {
  it('raises HSL lightness by the given points', () => {
    expect(brightenHexColor('#6139F6', 10)).toBe('#886AF8');
    expect(brightenHexColor('#000', 10)).toBe('#1A1A1A');
    expect(brightenHexColor('#808080', 0)).toBe('#808080');
  });

  it('stops at white and expands short forms', () => {
    expect(brightenHexColor('#fff', 10)).toBe('#FFFFFF');
    expect(brightenHexColor('#f00', 0)).toBe('#FF0000');
  });

  it('refuses non-hex input', () => {
    expect(() => brightenHexColor('red', 10)).toThrow(TypeError);
  });
});
