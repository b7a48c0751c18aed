import { defaultPrimaryColor } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import themeInitScript from '../../public/theme-init.js?raw';
import { appearanceStorageKey } from './appearance-store';
import { brandColors, readableTextOn } from './brand-colors';

describe('brandColors', () => {
  it('uses the brand colour in light mode and a 10-point brighter one in dark mode', () => {
    expect(brandColors('#6139F6')).toEqual({
      light: { primary: '#6139F6', onPrimary: '#FFFFFF' },
      // White on the brightened colour falls below the contrast of near-black text.
      dark: { primary: '#886AF8', onPrimary: '#111111' },
    });
  });

  it('normalises short colours and falls back to the default for invalid ones', () => {
    expect(brandColors('#0a0').light.primary).toBe('#00AA00');
    expect(brandColors('red').light.primary).toBe(defaultPrimaryColor);
    expect(brandColors(undefined).light.primary).toBe(defaultPrimaryColor);
  });

  it("uses the tenant's own dark colour when it has one", () => {
    expect(brandColors('#6139F6', '#abcdef').dark.primary).toBe('#ABCDEF');
    expect(brandColors('#6139F6', 'nope').dark.primary).toBe('#886AF8');
  });

  it('puts dark text on light brand colours', () => {
    expect(readableTextOn('#FFE600')).toBe('#111111');
    expect(readableTextOn('#1A237E')).toBe('#FFFFFF');
  });
});

describe('theme-init.js', () => {
  it('reads the same storage key as the app', () => {
    expect(themeInitScript).toContain(`'${appearanceStorageKey}'`);
  });
});
