import { describe, expect, it } from 'vitest';

import { compareVersions, isNewerVersion, parseLatestRelease } from './version';

describe('latest release', () => {
  it('counts only strings starting with v', () => {
    expect(parseLatestRelease('v1.21.0')).toBe('v1.21.0');
    expect(parseLatestRelease('1.21.0')).toBeUndefined();
    expect(parseLatestRelease('v')).toBeUndefined();
    expect(parseLatestRelease(121)).toBeUndefined();
    expect(parseLatestRelease(undefined)).toBeUndefined();
  });
});

describe('version comparison', () => {
  it.each([
    ['v1.20.1', true],
    ['v1.21.0', true],
    ['v2.0.0', true],
    ['v1.20.0', false],
    ['v1.3.0', false],
    ['v1.19.9', false],
    ['1.21.0', false],
    ['v1.20', false],
    ['v1.20.0.1', true],
  ])('%s newer than 1.20.0: %s', (latest, expected) => {
    expect(isNewerVersion(latest, '1.20.0')).toBe(expected);
  });

  it('compares part by part numerically, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.9.0', '1.10.0')).toBe(-1);
    expect(compareVersions('v1.2.0', '1.2')).toBe(0);
    expect(compareVersions('1.21.0-rc.1', '1.20.0')).toBe(1);
  });
});
