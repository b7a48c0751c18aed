import { useQuery } from '@tanstack/react-query';
import { externalLinks, isNewerVersion, parseLatestRelease } from '@tessera/schemas';

/** The latest release tag (`v…`) or null when unknown. Failing here must never disturb the user. */
export const fetchLatestReleaseTag = async (): Promise<string | null> => {
  try {
    const response = await window.fetch(externalLinks.releaseInfo);
    if (!response.ok) {
      throw new Error(`Release info answered ${response.status}`);
    }
    const body: unknown = await response.json();
    const tag = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).tag_name : undefined;
    return parseLatestRelease(tag) ?? null;
  } catch (error) {
    console.warn('Could not check for a newer release.', error);
    return null;
  }
};

/** Whether a release newer than `currentVersion` has been published (checked once per page load). */
export const useHasNewerRelease = (currentVersion: string) => {
  const { data } = useQuery({
    queryKey: ['latest-release'],
    queryFn: fetchLatestReleaseTag,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return isNewerVersion(data, currentVersion);
};
