import { render, screen } from '@testing-library/react';
import { storageKeys } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { DevFeaturesBanner } from './dev-features-banner';

const renderBanner = (devFeaturesEnabled: boolean) =>
  render(
    <TestProviders queryClient={createTestQueryClient({ devFeaturesEnabled })}>
      <DevFeaturesBanner />
    </TestProviders>,
  );

describe('DevFeaturesBanner', () => {
  it('shows when the server enables dev features', () => {
    renderBanner(true);
    expect(screen.getByTestId('dev-features-banner').textContent).toBe('Dev features enabled');
  });

  it('shows when this browser opts in', () => {
    window.localStorage.setItem(storageKeys.devFeatures, 'true');
    renderBanner(false);
    expect(screen.getByTestId('dev-features-banner')).toBeTruthy();
  });

  it('is absent otherwise', () => {
    window.localStorage.setItem(storageKeys.devFeatures, 'yes');
    renderBanner(false);
    expect(screen.queryByTestId('dev-features-banner')).toBeNull();
  });
});
