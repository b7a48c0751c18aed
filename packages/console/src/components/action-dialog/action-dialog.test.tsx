import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ToastProvider } from '../../ds/toast/toast-provider';
import { ActionDialog } from './action-dialog';

const renderDialog = ({
  onSubmit,
  isSubmitDisabled,
}: {
  onSubmit: () => Promise<unknown>;
  isSubmitDisabled?: boolean;
}) => {
  const onClose = vi.fn();
  render(
    <ToastProvider regionLabel="Notifications" itemLabel="Notification" dismissLabel="Dismiss">
      <ActionDialog
        title="Assign permissions"
        submitLabel="Assign 2"
        submitTestId="submit"
        isSubmitDisabled={isSubmitDisabled}
        doneText="Permissions assigned."
        data-testid="dialog"
        onSubmit={onSubmit}
        onClose={onClose}
      >
        <p>choices</p>
      </ActionDialog>
    </ToastProvider>,
  );
  return onClose;
};

describe('action dialog', () => {
  it('applies the choices, says so and closes', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = renderDialog({ onSubmit });
    expect(screen.getByRole('dialog', { name: 'Assign permissions' }).textContent).toContain(
      'choices',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Assign 2' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Permissions assigned.')).toBeDefined();
  });

  it('stays open, without a success message, when applying fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onClose = renderDialog({
      onSubmit: () => new Promise((_resolve, reject) => (fail = reject)),
    });
    await userEvent.click(screen.getByTestId('submit'));
    // Busy while applying: no second submit.
    await waitFor(() =>
      expect(screen.getByTestId('submit').getAttribute('aria-busy')).toBe('true'),
    );
    fail(new Error('refused'));
    await waitFor(() => expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('Permissions assigned.')).toBeNull();
  });

  it('offers no submit while there is nothing to apply, and closes on Cancel', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onClose = renderDialog({ onSubmit, isSubmitDisabled: true });
    expect(screen.getByTestId('submit').hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
