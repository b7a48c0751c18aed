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
  it('reads tag_name', async () => {
    answer({ tag_name: 'v1.21.0' });
    await expect(fetchLatestReleaseTag()).resolves.toBe('v1.21.0');
  });

  it('only warns when the check fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'fetch').mockRejectedValue(new TypeError('offline'));
    await expect(fetchLatestReleaseTag()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('VersionLabel', () => {
  const renderLabel = () => {
    const queryClient = createTestQueryClient();
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
});
