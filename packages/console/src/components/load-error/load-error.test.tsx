import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { RequestError } from '../../api/request-error';
import { DetailsLoadError } from '../details-load-error/details-load-error';
import { LoadError } from './load-error';

describe('load error', () => {
  it('says the data could not load and loads it again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError data-testid="page-load-error" onRetry={onRetry} />);
    expect(screen.getByTestId('page-load-error').textContent).toContain('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('on a details page, retries a failure but links a missing entity back to its list', async () => {
    const onRetry = vi.fn();
    const props = {
      notFoundText: 'Role not found.',
      backTo: '/t1/roles',
      backToTitle: 'Roles',
      onRetry,
    };
    const { unmount } = render(<DetailsLoadError error={new RequestError(500)} {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();

    render(
      <MemoryRouter>
        <DetailsLoadError error={new RequestError(404)} {...props} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('details-load-error').textContent).toContain('Role not found.');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/t1/roles');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
