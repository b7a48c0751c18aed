import { defaultPrimaryColor } from '@tessera/schemas';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { appearanceStorageKey } from './appearance-store';
import { brandColors, readableTextOn } from './brand-colors';

describe('brandColors', () => {
  it('uses the brand colour in light mode and a 10-point brighter one in dark mode', () => {
    expect(brandColors('#6139F6')).toEqual({
      light: { primary: '#6139F6', onPrimary: '#FFFFFF' },
      dark: { primary: '#886AF8', onPrimary: '#FFFFFF' },
    });
  });

  it('normalises short colours and falls back to the default for invalid ones', () => {
    expect(brandColors('#0a0').light.primary).toBe('#00AA00');
    expect(brandColors('red').light.primary).toBe(defaultPrimaryColor);
    expect(brandColors(undefined).light.primary).toBe(defaultPrimaryColor);
  });

  it('puts dark text on light brand colours', () => {
    expect(readableTextOn('#FFE600')).toBe('#111111');
    expect(readableTextOn('#1A237E')).toBe('#FFFFFF');
  });
});

describe('theme-init.js', () => {
  it('reads the same storage key as the app', () => {
    const script = readFileSync(new URL('../../public/theme-init.js', import.meta.url), 'utf8');
    expect(script).toContain(`'${appearanceStorageKey}'`);
  });
});
