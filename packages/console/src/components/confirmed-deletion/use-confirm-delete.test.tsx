import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ToastProvider } from '../../ds/toast/toast-provider';
import { ConfirmProvider } from '../confirm/confirm-provider';
import { useConfirmDelete } from './use-confirm-delete';

const renderDeleteButton = (remove: () => Promise<unknown>) => {
  const results: boolean[] = [];
  const DeleteButton = () => {
    const confirmDelete = useConfirmDelete();
    return (
      <button
        type="button"
        onClick={() =>
          void confirmDelete({ name: 'read:orders', content: 'Tokens lose it.', remove })
            .then((deleted) => results.push(deleted))
            .catch(() => undefined)
        }
      >
        delete
      </button>
    );
  };
  render(
    <ToastProvider regionLabel="Notifications" itemLabel="Notification" dismissLabel="Dismiss">
      <ConfirmProvider>
        <DeleteButton />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return results;
};

const confirmDialog = async () => {
  const dialog = await screen.findByTestId('confirm-dialog');
  expect(dialog.textContent).toContain('read:orders');
  expect(dialog.textContent).toContain('Tokens lose it.');
  return dialog;
};

describe('useConfirmDelete', () => {
  it('deletes nothing when the user cancels', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => undefined);
    const results = renderDeleteButton(remove);
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await confirmDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(results).toEqual([false]));
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes once confirmed and says so', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => undefined);
    const results = renderDeleteButton(remove);
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await confirmDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(results).toEqual([true]));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('"read:orders" was deleted.')).toBeDefined();
  });

  it('says nothing of success when the deletion fails', async () => {
    const user = userEvent.setup();
    const results = renderDeleteButton(async () => Promise.reject(new Error('conflict')));
    await user.click(screen.getByRole('button', { name: 'delete' }));
    await confirmDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(results).toEqual([]);
    expect(screen.queryByText('"read:orders" was deleted.')).toBeNull();
  });
});
