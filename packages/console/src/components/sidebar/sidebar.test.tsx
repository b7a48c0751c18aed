import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Modal } from '../../ds/modal/modal';
import { Sidebar } from './sidebar';
import { getSidebarSections } from './sidebar-config';
import type { SidebarModalProps, SidebarSection } from './sidebar-model';

const renderSidebar = (sections: readonly SidebarSection[], path = '/default/applications') => {
  const router = createMemoryRouter([{ path: '/:tenantId/*', element: <Sidebar sections={sections} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
};

describe('Sidebar', () => {
  it('renders every section heading and item as a link inside the tenant', () => {
    renderSidebar(getSidebarSections({ edition: 'oss' }));
    const nav = screen.getByRole('navigation', { name: 'Console navigation' });
    expect(within(nav).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Overview',
      'Authentication',
      'Authorization',
      'Users',
      'Developer',
    ]);
    expect(within(nav).getAllByRole('link')).toHaveLength(16);
    expect(screen.getByTestId('sidebar-item-api_resources').getAttribute('href')).toBe('/default/api-resources');
    expect(screen.getByTestId('sidebar-item-sign_in_experience').textContent).toBe('Sign-in experience');
  });

  it('marks the item of the current area, also on its sub-pages', () => {
    renderSidebar(getSidebarSections({ edition: 'oss' }), '/default/applications/app1/settings');
    expect(screen.getByTestId('sidebar-item-applications').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('sidebar-item-users').getAttribute('aria-current')).toBeNull();
  });

  it('opens external items in a new tab and dialog items in a dialog', async () => {
    const HelpModal = ({ open, onOpenChange }: SidebarModalProps) => (
      <Modal open={open} onOpenChange={onOpenChange} title="help" closeLabel="close" data-testid="help-modal" />
    );
    renderSidebar([
      {
        key: 'developer',
        items: [
          { key: 'webhooks', externalLink: 'https://example.com/hooks' },
          { key: 'audit_logs', modal: HelpModal },
          { key: 'signing_keys', path: 'signing-keys', isHidden: true },
        ],
      },
    ]);
    const external = screen.getByTestId('sidebar-item-webhooks');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByTestId('sidebar-item-signing_keys')).toBeNull();

    await userEvent.click(screen.getByTestId('sidebar-item-audit_logs'));
    expect(await screen.findByTestId('help-modal')).toBeTruthy();
  });

  it('is reachable with the keyboard', async () => {
    renderSidebar(getSidebarSections({ edition: 'oss' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByTestId('sidebar-item-get_started'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByTestId('sidebar-item-dashboard'));
  });
});
