import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ConfirmProvider } from './confirm-provider';
import type { ShowConfirm } from './confirm-context';
import { useConfirm } from './use-confirm';

const setup = () => {
  let show: ShowConfirm | undefined;
  const Capture = () => {
    show = useConfirm().show;
    return null;
  };
  render(
    <ConfirmProvider>
      <Capture />
    </ConfirmProvider>,
  );
  if (!show) {
    throw new Error('useConfirm did not render');
  }
  return show;
};

describe('useConfirm', () => {
  it('resolves [true] on confirm and leaves history as it was', async () => {
    const show = setup();
    const historyLength = window.history.length;
    let result: Promise<[boolean]> | undefined;
    act(() => {
      result = show({ title: 'Delete role?', content: 'This cannot be undone.', type: 'confirm' });
    });
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(window.history.length).toBe(historyLength + 1);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(result).resolves.toEqual([true]);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('resolves [false] on cancel', async () => {
    const show = setup();
    let result: Promise<[boolean]> | undefined;
    act(() => {
      result = show({ content: 'Leave without saving?', type: 'confirm', cancelButtonText: 'Stay' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stay' }));
    await expect(result).resolves.toEqual([false]);
  });

  it('resolves [false] when the browser goes back', async () => {
    const show = setup();
    let result: Promise<[boolean]> | undefined;
    act(() => {
      result = show({ content: 'Discard changes?', type: 'confirm' });
    });
    await screen.findByTestId('confirm-dialog');
    act(() => window.history.back());
    await expect(result).resolves.toEqual([false]);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('shows only one button for an alert', async () => {
    const show = setup();
    let result: Promise<[boolean]> | undefined;
    act(() => {
      result = show({ content: 'Your session ended.', type: 'alert' });
    });
    await screen.findByTestId('confirm-dialog');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Got it']);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await expect(result).resolves.toEqual([true]);
  });
});
