import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

const Trigger = () => {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Gespeichert.')}>
      go
    </button>
  );
};

describe('ToastProvider', () => {
  it('names the notification region with the given (translated) label, not an English default', async () => {
    render(
      <ToastProvider regionLabel="Benachrichtigungen" itemLabel="Benachrichtigung" dismissLabel="Ausblenden">
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    const region = screen.getByRole('region');
    expect(region.getAttribute('aria-label')).toBe('Benachrichtigungen');
    expect(document.body.innerHTML).not.toContain('Notifications');
    expect(screen.getByRole('button', { name: 'Ausblenden' })).toBeTruthy();
  });
});
