import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleLanguages, storageKeys, type CurrentUser } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { createFakeAuthClient, testUser } from '../../test/fake-auth-client';
import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { UserMenu } from './user-menu';

const renderMenu = async (user: CurrentUser = testUser) => {
  const authClient = createFakeAuthClient();
  render(
    <TestProviders queryClient={createTestQueryClient({ user })} authClient={authClient}>
      <UserMenu />
    </TestProviders>,
  );
  const userEvents = userEvent.setup();
  await userEvents.click(screen.getByTestId('user-menu'));
  await screen.findByTestId('user-info');
  return { user: userEvents, authClient };
};

describe('UserMenu', () => {
  it('shows the signed-in user and links the profile in a new tab', async () => {
    await renderMenu();
    const info = screen.getByTestId('user-info');
    expect(info.textContent).toContain('Ada Lovelace');
    expect(info.textContent).toContain('ada@example.com');
    expect(info.querySelector('[aria-hidden]')?.textContent).toBe('A');
    const profile = screen.getByTestId('profile-link');
    expect(profile.getAttribute('href')).toBe('/console/profile');
    expect(profile.getAttribute('target')).toBe('_blank');
  });

  it('falls back to the username, then the email, and shows the avatar picture when set', async () => {
    await renderMenu({ ...testUser, name: null, avatar: 'https://example.com/ada.png' });
    const info = screen.getByTestId('user-info');
    expect(info.textContent).toContain('ada');
    expect(info.querySelector('img')?.getAttribute('src')).toBe('https://example.com/ada.png');
  });

  it('signs out with a spinner while leaving', async () => {
    const { user, authClient } = await renderMenu();
    authClient.signOut.mockImplementation(() => new Promise(() => undefined));
    await user.click(screen.getByTestId('sign-out'));
    expect(authClient.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('sign-out').getAttribute('aria-disabled')).toBe('true'));
    expect(screen.getByTestId('sign-out').getAttribute('aria-busy')).toBe('true');
  });

  it('lists the 16 languages by their own names and switches and remembers the choice', async () => {
    const { user } = await renderMenu();
    screen.getByTestId('language-menu').focus();
    await user.keyboard('{ArrowRight}');
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.dataset.testid)).toEqual(consoleLanguages.map((tag) => `language-${tag}`));
    expect(screen.getByTestId('language-ja').textContent).toBe('日本語');
    expect(screen.getByTestId('language-en').getAttribute('aria-checked')).toBe('true');

    await user.click(screen.getByTestId('language-pt-BR'));
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    expect(window.localStorage.getItem(storageKeys.language)).toBe('pt-BR');
    expect(window.sessionStorage.getItem(storageKeys.language)).toBe('pt-BR');
    expect(screen.getByTestId('user-menu').getAttribute('aria-label')).toBe('Abrir o menu do usuário');
  });

  it('switches the appearance', async () => {
    const { user } = await renderMenu();
    screen.getByTestId('appearance-menu').focus();
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByTestId('appearance-dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(storageKeys.appearanceMode)).toBe('dark');
  });
});
