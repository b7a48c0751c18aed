import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ToastProvider } from '../../ds/toast/toast-provider';
import { ConfirmProvider } from '../confirm/confirm-provider';
import { InvitationRowActions } from './invitation-row-actions';

const labels = {
  resend: 'Resend to ann@example.com',
  revoke: 'Revoke ann@example.com',
  revokeTitle: 'Revoke invitation',
  revokeConfirm: 'ann@example.com can no longer accept it.',
  resent: 'Invitation sent again.',
  revoked: 'Invitation revoked.',
};

const renderActions = (
  props: { isResending?: boolean; onRevoke?: () => Promise<unknown> } = {},
) => {
  const onResend = vi.fn(async () => undefined);
  const onRevoke = vi.fn(props.onRevoke ?? (async () => undefined));
  render(
    <ToastProvider regionLabel="Notifications" itemLabel="Notification" dismissLabel="Dismiss">
      <ConfirmProvider>
        <InvitationRowActions
          invitationId="inv1"
          labels={labels}
          isResending={props.isResending ?? false}
          onResend={onResend}
          onRevoke={onRevoke}
        />
      </ConfirmProvider>
    </ToastProvider>,
  );
  return { onResend, onRevoke };
};

describe('invitation row actions', () => {
  it('sends the invitation again and says so', async () => {
    const user = userEvent.setup();
    const { onResend, onRevoke } = renderActions();
    await user.click(screen.getByRole('button', { name: labels.resend }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(labels.resent)).toBeDefined();
    expect(onRevoke).not.toHaveBeenCalled();
  });

  it('offers no second resend while one is on its way', () => {
    renderActions({ isResending: true });
    expect(screen.getByTestId('resend-invitation-inv1')).toHaveProperty('disabled', true);
  });

  it('revokes only once confirmed', async () => {
    const user = userEvent.setup();
    const { onRevoke } = renderActions();
    await user.click(screen.getByTestId('revoke-invitation-inv1'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(labels.revokeConfirm);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(onRevoke).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: labels.revoke }));
    await screen.findByTestId('confirm-dialog');
    await user.click(screen.getByRole('button', { name: labels.revokeTitle }));
    await waitFor(() => expect(onRevoke).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(labels.revoked)).toBeDefined();
  });

  it('tells no success when the revocation fails', async () => {
    const user = userEvent.setup();
    const { onRevoke } = renderActions({ onRevoke: async () => Promise.reject(new Error('gone')) });
    await user.click(screen.getByTestId('revoke-invitation-inv1'));
    await screen.findByTestId('confirm-dialog');
    await user.click(screen.getByRole('button', { name: labels.revokeTitle }));
    await waitFor(() => expect(onRevoke).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(labels.revoked)).toBeNull();
  });
});
