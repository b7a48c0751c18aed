import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderConsole } from '../../test/render-console';

describe('AppShell', () => {
  it('gives the topbar a shadow once the content has scrolled', async () => {
    renderConsole('/default/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const topbar = screen.getByTestId('topbar');
    const content = screen.getByRole('main');
    const classesAtTop = topbar.className;

    content.scrollTop = 120;
    fireEvent.scroll(content);
    expect(topbar.className).not.toBe(classesAtTop);
    expect(topbar.className).toMatch(/shadow/);

    content.scrollTop = 0;
    fireEvent.scroll(content);
    expect(topbar.className).toBe(classesAtTop);
  });

  it('offers a skip link to the content', async () => {
    renderConsole('/default/dashboard');
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe('#console-content');
  });
});
