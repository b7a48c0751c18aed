import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testUser } from '../../test/fake-auth-client';
import { renderConsole } from '../../test/render-console';

describe('welcome page', { timeout: 20_000 }, () => {
  it('greets the administrator by name and leads to the guide', async () => {
    const { router } = renderConsole('/default/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    expect(document.title).toBe('Welcome - Tessera');
    fireEvent.click(screen.getByRole('link', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/get-started'));
  });

  it('goes to the console from the second button', async () => {
    const { router } = renderConsole('/default/welcome', {
      user: { ...testUser, name: null },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, ada' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to the console' }));
    // The tenant index sends on to the first sidebar item.
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/get-started'));
  });
});
