import { isValidHexColor } from '../validation/patterns';

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map(
    (offset) => Number.parseInt(full.slice(offset, offset + 2), 16) / 255,
  ) as Rgb;
};

const toHsl = ([red, green, blue]: Rgb): Rgb => {
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) {
    return [0, 0, lightness];
  }
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const sector =
    max === red
      ? (green - blue) / delta + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return [sector / 6, saturation, lightness];
};

const hueToChannel = (p: number, q: number, hue: number): number => {
  const t = hue < 0 ? hue + 1 : hue > 1 ? hue - 1 : hue;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
};

const fromHsl = ([hue, saturation, lightness]: Rgb): Rgb => {
  if (saturation === 0) {
    return [lightness, lightness, lightness];
  }
  const q =
    lightness < 0.5
      ? lightness * (1 + saturation)
      : lightness + saturation - lightness * saturation;
  const p = 2 * lightness - q;
  return [
    hueToChannel(p, q, hue + 1 / 3),
    hueToChannel(p, q, hue),
    hueToChannel(p, q, hue - 1 / 3),
  ];
};

/**
 * Raises the HSL lightness of a `#RGB`/`#RRGGBB` colour by `points` (0–100 scale, capped at
 * white) and returns uppercase `#RRGGBB`. The dark-mode primary colour defaults to the primary
 * colour brightened by 10 points. Throws on anything but a hex colour.
 */
export const brightenHexColor = (hex: string, points: number): string => {
  if (!isValidHexColor(hex)) {
    throw new TypeError(`Not a hex colour: ${hex}`);
  }
  const [hue, saturation, lightness] = toHsl(toRgb(hex));
  const brighter = Math.min(1, Math.max(0, lightness + points / 100));
  const channels = fromHsl([hue, saturation, brighter]);
  return `#${channels
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
};
