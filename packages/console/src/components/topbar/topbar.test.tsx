import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { externalLinks, type Edition } from '@tessera/schemas';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { changeConsoleLanguage } from '../../i18n/i18n';
import { createTestQueryClient, TestProviders } from '../../test/render-console';
import { Topbar } from './topbar';

const renderTopbar = (edition: Edition = 'oss') => {
  const router = createMemoryRouter([{ path: '*', element: <Topbar /> }], { initialEntries: ['/default/users'] });
  render(
    <TestProviders queryClient={createTestQueryClient({ edition })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
};

describe('Topbar', () => {
  it('shows the logo link home, the product title and the version in oss', () => {
    renderTopbar();
    expect(screen.getByTestId('topbar-logo').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('topbar').textContent).toContain('Tessera');
    expect(screen.getByTestId('version-label').textContent).toContain('v1.20.0');
  });

  it('has neither title nor version label in cloud', () => {
    renderTopbar('cloud');
    expect(screen.getByTestId('topbar').textContent).not.toContain('Console');
    expect(screen.queryByTestId('version-label')).toBeNull();
  });

  it('links the docs in a new tab, localized for other languages than English', async () => {
    renderTopbar();
    const docs = screen.getByTestId('docs-link');
    expect(docs.getAttribute('href')).toBe(`${externalLinks.docs}/`);
    expect(docs.getAttribute('target')).toBe('_blank');

    await act(() => changeConsoleLanguage('zh-TW'));
    expect(screen.getByTestId('docs-link').getAttribute('href')).toBe(`${externalLinks.docs}/zh-TW/`);
    expect(screen.getByTestId('docs-link').textContent).toContain('文件');
  });

  it('opens the contact dialog with four outline links in new tabs', async () => {
    renderTopbar();
    await userEvent.click(screen.getByRole('button', { name: 'Get help' }));
    const dialog = await screen.findByTestId('contact-dialog');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      externalLinks.community,
      externalLinks.issues,
      externalLinks.email,
      externalLinks.meeting,
    ]);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
  });
});
