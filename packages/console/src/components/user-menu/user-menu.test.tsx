import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consoleLanguages, storageKeys } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { UserMenu } from './user-menu';

const renderMenu = async () => {
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <UserMenu />
    </TestProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByTestId('user-menu'));
  await screen.findByTestId('user-info');
  return user;
};

describe('UserMenu', () => {
  it('links the profile in a new tab and keeps sign-out disabled until sign-in exists', async () => {
    await renderMenu();
    const profile = screen.getByTestId('profile-link');
    expect(profile.getAttribute('href')).toBe('/console/profile');
    expect(profile.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('sign-out').getAttribute('aria-disabled')).toBe('true');
  });

  it('lists the 16 languages by their own names and switches and remembers the choice', async () => {
    const user = await renderMenu();
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
    const user = await renderMenu();
    screen.getByTestId('appearance-menu').focus();
    await user.keyboard('{ArrowRight}');
    await user.click(await screen.findByTestId('appearance-dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(storageKeys.appearanceMode)).toBe('dark');
  });
});
