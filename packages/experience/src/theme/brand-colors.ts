import {
  brightenHexColor,
  darkPrimaryColorLightnessOffset,
  defaultPrimaryColor,
  isValidHexColor,
} from '@tessera/schemas';

import type { Theme } from './appearance-store';

export type BrandColors = Record<Theme, { primary: string; onPrimary: string }>;

const channelLuminance = (channel: number) => {
  const value = channel / 255;
  return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of `#RRGGBB`. */
const luminance = (hex: string) => {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((offset) =>
    channelLuminance(Number.parseInt(hex.slice(offset, offset + 2), 16)),
  );
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
};

/** Brand colours are chosen by tenants, so text on them must pick whichever of white or near-black reads better. */
export const readableTextOn = (hex: string): string => {
  const background = luminance(hex);
  const whiteContrast = 1.05 / (background + 0.05);
  const blackContrast = (background + 0.05) / 0.05;
  return whiteContrast >= blackContrast ? '#FFFFFF' : '#111111';
};

const validOr = (color: string | undefined, fallback: string) =>
  color !== undefined && isValidHexColor(color) ? color : fallback;

/**
 * The primary colour per theme: the tenant's colour in light mode; in dark mode the tenant's
 * dark colour, or without one the light colour brightened by 10 lightness points. An invalid
 * colour falls back to the default.
 */
export const brandColors = (
  primaryColor: string | undefined,
  darkPrimaryColor?: string,
): BrandColors => {
  const base = validOr(primaryColor, defaultPrimaryColor);
  // Brightening by 0 normalises `#abc` to `#AABBCC`.
  const light = brightenHexColor(base, 0);
  const dark = brightenHexColor(
    validOr(darkPrimaryColor, brightenHexColor(base, darkPrimaryColorLightnessOffset)),
    0,
  );
  return {
    light: { primary: light, onPrimary: readableTextOn(light) },
    dark: { primary: dark, onPrimary: readableTextOn(dark) },
  };
};
