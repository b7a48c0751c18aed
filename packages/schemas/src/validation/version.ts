/**
 * A latest-release value counts only when it is a string starting with `v` (a release tag such as
 * `v1.21.0`); anything else means "unknown".
 */
export const parseLatestRelease = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('v') && value.length > 1 ? value : undefined;

const numericParts = (version: string): number[] =>
  (version.replace(/^v/, '').split(/[+-]/)[0] ?? '').split('.').map((part) => {
    const value = Number.parseInt(part, 10);
    return Number.isNaN(value) ? 0 : value;
  });

/**
 * Compares two versions part by part numerically (`1.20.0` > `1.3.0`); missing parts count as 0
 * and a leading `v` or a pre-release/build suffix is ignored. Returns -1, 0 or 1.
 */
export const compareVersions = (a: string, b: string): -1 | 0 | 1 => {
  const left = numericParts(a);
  const right = numericParts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) {
      return difference > 0 ? 1 : -1;
    }
  }
  return 0;
};

/** Whether a latest-release value (see {@link parseLatestRelease}) is newer than `current`. */
export const isNewerVersion = (latest: unknown, current: string): boolean => {
  const release = parseLatestRelease(latest);
  return release !== undefined && compareVersions(release, current) > 0;
};
