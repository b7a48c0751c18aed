import { useQuery } from '@tanstack/react-query';
import { externalLinks, isNewerVersion, parseLatestRelease } from '@tessera/schemas';

import { useConsoleConfig } from '../../api/well-known/queries';

/** Where the last answer of the release feed is kept, with when it was asked. */
export const latestReleaseStorageKey = 'admin-console:latest-release';

/** The public feed is asked at most once a day per browser. */
export const releaseCheckIntervalMs = 24 * 60 * 60 * 1000;

interface StoredRelease {
  tag: string | null;
  checkedAt: number;
}

const readStoredRelease = (now: number): StoredRelease | undefined => {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(latestReleaseStorageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) {
      return undefined;
    }
    const { tag, checkedAt } = stored as Record<string, unknown>;
    const isFresh = typeof checkedAt === 'number' && checkedAt <= now && now - checkedAt < releaseCheckIntervalMs;
    return isFresh && (tag === null || typeof tag === 'string') ? { tag, checkedAt } : undefined;
  } catch {
    return undefined;
  }
};

const storeRelease = (release: StoredRelease) => {
  try {
    window.localStorage.setItem(latestReleaseStorageKey, JSON.stringify(release));
  } catch {
    // Storage full or blocked: the feed is asked again next time, nothing else changes.
  }
};

/**
 * The latest release tag (`v…`) or null when unknown. The answer of the last day is reused; an
 * offline browser does not ask. Failing here must never disturb the user, nor fill the browser
 * console: an install without internet access fails every time, and that is normal for it.
 */
export const fetchLatestReleaseTag = async (now = Date.now()): Promise<string | null> => {
  const stored = readStoredRelease(now);
  if (stored) {
    return stored.tag;
  }
  if (!window.navigator.onLine) {
    return null;
  }
  let tag: string | null = null;
  try {
    const response = await window.fetch(externalLinks.releaseInfo);
    if (response.ok) {
      const body: unknown = await response.json();
      const tagName = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).tag_name : undefined;
      tag = parseLatestRelease(tagName) ?? null;
    }
  } catch {
    // Unreachable feed: remembered as "unknown" for the day, like any other failed answer.
  }
  storeRelease({ tag, checkedAt: now });
  return tag;
};

/**
 * Whether a release newer than `currentVersion` has been published. Never asked when the server
 * turns the check off (`RELEASE_CHECK=false`).
 */
export const useHasNewerRelease = (currentVersion: string) => {
  const { releaseCheckEnabled } = useConsoleConfig();
  const { data } = useQuery({
    queryKey: ['latest-release'],
    queryFn: () => fetchLatestReleaseTag(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled: releaseCheckEnabled,
  });
  return isNewerVersion(data, currentVersion);
};
