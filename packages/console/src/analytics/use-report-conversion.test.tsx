import { createHash } from 'node:crypto';

import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../test/fake-auth-client';
import { createTestQueryClient, TestProviders } from '../test/render-console';
import { useReportConversion } from './use-report-conversion';

const sink = 'https://collect.example.org/events';
const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const renderReporter = (options: Parameters<typeof createTestQueryClient>[0]) => {
  const queryClient = createTestQueryClient(options);
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>;
  return renderHook(() => useReportConversion(), { wrapper });
};

describe('useReportConversion', () => {
  it('sends the conversion with the hashed, normalized email on the operator\'s own console', async () => {
    const { result } = renderReporter({
      analytics: { url: sink, consoleOrigin: window.location.origin },
      user: { ...testUser, primaryEmail: 'Ada.Lovelace+console@Example.com' },
    });
    await waitFor(() => expect(result.current).toBeTypeOf('function'));
    expect(await result.current('production_tenant_created')).toBe(true);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(sink);
    const event = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(event).toMatchObject({
      type: 'conversion',
      name: 'production_tenant_created',
      emailHash: createHash('sha256').update('adalovelace@example.com').digest('hex'),
    });
    expect(String(init.body)).not.toContain('Lovelace');
  });

  it('sends nothing on another origin, the same console served elsewhere', async () => {
    const { result } = renderReporter({ analytics: { url: sink, consoleOrigin: 'https://console.example.com' } });
    expect(await result.current('purchase')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the user has no email: there is no hash to report', async () => {
    const { result } = renderReporter({
      analytics: { url: sink, consoleOrigin: window.location.origin },
      user: { ...testUser, primaryEmail: null },
    });
    expect(await result.current('purchase')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when the operator configured no sink', async () => {
    const { result } = renderReporter({ analytics: null });
    expect(await result.current('purchase')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
