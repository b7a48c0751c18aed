import { render, screen, waitFor } from '@testing-library/react';
import { compareVersions, isNewerVersion } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { fetchLatestReleaseTag } from './use-latest-release';
import { VersionLabel } from './version-label';

const answer = (body: unknown, ok = true) =>
  vi.spyOn(window, 'fetch').mockResolvedValue({ ok, status: ok ? 200 : 500, json: async () => body } as Response);

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('version comparison', () => {
  it('compares part by part numerically', () => {
    expect(compareVersions('1.20.0', '1.3.0')).toBe(1);
    expect(compareVersions('v1.20.0', '1.20')).toBe(0);
    expect(compareVersions('1.20.0', '1.20.1')).toBe(-1);
  });

  it('counts a latest release only when it is a string starting with v', () => {
    expect(isNewerVersion('v1.21.0', '1.20.0')).toBe(true);
    expect(isNewerVersion('1.21.0', '1.20.0')).toBe(false);
    expect(isNewerVersion(121, '1.20.0')).toBe(false);
    expect(isNewerVersion('v1.20.0', '1.20.0')).toBe(false);
  });
});

describe('fetchLatestReleaseTag', () => {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 5, 1);

  it('reads tag_name', async () => {
    answer({ tag_name: 'v1.21.0' });
    await expect(fetchLatestReleaseTag(now)).resolves.toBe('v1.21.0');
  });

  it('asks the public feed at most once a day', async () => {
    const fetch = answer({ tag_name: 'v1.21.0' });
    await fetchLatestReleaseTag(now);
    fetch.mockResolvedValue({ ok: true, status: 200, json: async () => ({ tag_name: 'v1.22.0' }) } as Response);
    await expect(fetchLatestReleaseTag(now + day - 1)).resolves.toBe('v1.21.0');
    expect(fetch).toHaveBeenCalledOnce();
    await expect(fetchLatestReleaseTag(now + day)).resolves.toBe('v1.22.0');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not ask while the browser is offline, and logs nothing', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = answer({ tag_name: 'v1.21.0' });
    const logs = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error'), vi.spyOn(console, 'log')];
    await expect(fetchLatestReleaseTag(now)).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    for (const log of logs) {
      expect(log).not.toHaveBeenCalled();
    }
  });

  it('fails silently when the feed cannot be reached, and does not ask again that day', async () => {
    const logs = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error'), vi.spyOn(console, 'log')];
    const fetch = vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchLatestReleaseTag(now)).resolves.toBeNull();
    await expect(fetchLatestReleaseTag(now + 1000)).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
    for (const log of logs) {
      expect(log).not.toHaveBeenCalled();
    }
  });
});

describe('VersionLabel', () => {
  const renderLabel = (releaseCheckEnabled = true) => {
    const queryClient = createTestQueryClient({ releaseCheckEnabled });
    queryClient.removeQueries({ queryKey: ['latest-release'] });
    render(
      <TestProviders queryClient={queryClient}>
        <VersionLabel />
      </TestProviders>,
    );
  };

  it('shows the version and links to the releases page in a new tab', () => {
    answer({ tag_name: 'v1.20.0' });
    renderLabel();
    const label = screen.getByTestId('version-label');
    expect(label.textContent).toContain('v1.20.0');
    expect(label.getAttribute('href')).toBe('https://github.com/tessera-id/tessera/releases');
    expect(label.getAttribute('target')).toBe('_blank');
  });

  it('shows a dot when a newer release exists', async () => {
    answer({ tag_name: 'v1.21.0' });
    renderLabel();
    expect(await screen.findByTestId('version-update-dot')).toBeTruthy();
    expect(screen.getByTestId('version-label').textContent).toContain('A newer version is available');
  });

  it.each([['v1.20.0'], ['v1.9.9'], ['2.0.0']])('shows no dot for %s', async (tag) => {
    const fetch = answer({ tag_name: tag });
    renderLabel();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('version-update-dot')).toBeNull();
  });

  it('never asks the release feed when the server turns the check off (RELEASE_CHECK=false)', async () => {
    const fetch = answer({ tag_name: 'v1.21.0' });
    renderLabel(false);
    expect(screen.getByTestId('version-label').textContent).toContain('v1.20.0');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('version-update-dot')).toBeNull();
  });
});
