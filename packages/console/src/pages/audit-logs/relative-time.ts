const units: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60 * 1000],
  ['month', 30 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
];

/**
 * "3 minutes ago" in `language`: the largest unit the distance from `now` reaches, rounded
 * toward zero so a log never looks newer than it is.
 */
export const formatRelativeTime = (time: number, now: number, language: string) => {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const distance = time - now;
  for (const [unit, size] of units) {
    if (Math.abs(distance) >= size) {
      return format.format(Math.trunc(distance / size), unit);
    }
  }
  return format.format(0, 'second');
};
