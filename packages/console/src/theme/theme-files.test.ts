import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { brightenHexColor, darkPrimaryColorLightnessOffset, defaultPrimaryColor, storageKeys } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

const tokens = read('./tokens.css');
const primaryIn = (selector: string) => {
  const block = tokens.slice(tokens.indexOf(selector));
  return /--color-primary:\s*(#[0-9a-f]{6})/i.exec(block)?.[1]?.toUpperCase();
};

describe('theme files', () => {
  it('use the default primary colour, 10 lightness points brighter in dark', () => {
    expect(primaryIn("[data-theme='light']")).toBe(defaultPrimaryColor.toUpperCase());
    expect(primaryIn("[data-theme='dark']")).toBe(brightenHexColor(defaultPrimaryColor, darkPrimaryColorLightnessOffset));
  });

  it('theme-init.js reads the appearance mode from the console storage key', () => {
    expect(read('../../public/theme-init.js')).toContain(`'${storageKeys.appearanceMode}'`);
  });

  it('theme-init.js sets the theme before first paint', () => {
    window.localStorage.setItem(storageKeys.appearanceMode, 'dark');
    document.documentElement.removeAttribute('data-theme');
    new Function(read('../../public/theme-init.js'))();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
