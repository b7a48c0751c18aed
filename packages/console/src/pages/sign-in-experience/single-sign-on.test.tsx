import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { signInExperienceRoutes } from './testing/sign-in-experience-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign-in experience: single sign-on', { timeout: 20_000 }, () => {
  it('turns single sign-on on from the sign-up and sign-in tab', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    const toggle = await screen.findByTestId('sie-single-sign-on-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({ singleSignOnEnabled: true });
  });
});
