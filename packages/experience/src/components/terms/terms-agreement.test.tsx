import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../../test/fixtures';
import { flowRoutes, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

type Policy = 'Automatic' | 'Manual' | 'ManualRegistrationOnly';

const routes = (agreeToTermsPolicy: Policy, extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'GET /api/.well-known/sign-in-exp': {
    body: signInExperienceFixture({
      agreeToTermsPolicy,
      termsOfUseUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    }),
  },
  'POST /api/experience/verification/password': { body: { verificationId: 'v-1' } },
  ...flowRoutes(),
  ...extra,
});

const signIn = async () => {
  const page = within(await screen.findByTestId('page-sign-in'));
  fireEvent.change(page.getByLabelText('Username / Email'), { target: { value: 'ada' } });
  fireEvent.change(page.getByLabelText('Password'), { target: { value: 'secret' } });
  // As a browser does on a click.
  page.getByTestId('submit').focus();
  fireEvent.click(page.getByTestId('submit'));
};

describe('terms agreement', () => {
  it('Automatic: says continuing agrees, links both documents, asks nothing', async () => {
    const api = mockApi(routes('Automatic'));
    const { assignLocation } = await renderExperience('/sign-in');
    const notice = await screen.findByTestId('terms-notice');
    expect(notice.textContent).toBe(
      'By continuing, you agree to the Terms of use and the Privacy policy.',
    );
    expect(within(notice).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe(
      'https://example.com/terms',
    );
    expect(screen.queryByTestId('terms-checkbox')).toBeNull();
    await signIn();
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(api.writes()).toHaveLength(4);
  });

  it('Manual: an unticked box asks in a dialog, and agreeing continues the sign-in', async () => {
    const api = mockApi(routes('Manual'));
    const { assignLocation } = await renderExperience('/sign-in');
    await signIn();
    const dialog = await screen.findByTestId('terms-dialog');
    expect(api.writes()).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('terms-agree')));

    fireEvent.click(within(dialog).getByTestId('terms-agree'));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(screen.getByTestId<HTMLInputElement>('terms-checkbox').checked).toBe(true);
    expect(screen.queryByTestId('terms-dialog')).toBeNull();
  });

  it('Manual: Tab and Shift+Tab stay within the dialog while it is open', async () => {
    mockApi(routes('Manual'));
    await renderExperience('/sign-in');
    await signIn();
    const dialog = await screen.findByTestId('terms-dialog');
    const agree = within(dialog).getByTestId('terms-agree');
    await waitFor(() => expect(document.activeElement).toBe(agree));
    const first = within(dialog).getByRole('link', { name: 'Terms of use' });

    // From the last control, Tab wraps to the first; from the first, Shift+Tab wraps to the last.
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(agree);
    // Focus that left the dialog some other way is brought back in.
    screen.getByTestId('submit').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
  });

  it('Manual: cancelling the dialog (or Escape) sends nothing; a ticked box asks nothing', async () => {
    const api = mockApi(routes('Manual'));
    const { assignLocation } = await renderExperience('/sign-in');
    await signIn();
    fireEvent.click(within(await screen.findByTestId('terms-dialog')).getByText('Cancel'));
    expect(screen.queryByTestId('terms-dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('submit'));
    fireEvent.click(screen.getByTestId('submit'));
    await screen.findByTestId('terms-dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('terms-dialog')).toBeNull();
    expect(api.writes()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('terms-checkbox'));
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(screen.queryByTestId('terms-dialog')).toBeNull();
  });

  it('ManualRegistrationOnly: a notice on sign-in, a box on registration', async () => {
    mockApi(routes('ManualRegistrationOnly'));
    await renderExperience('/sign-in');
    expect(await screen.findByTestId('terms-notice')).toBeTruthy();
    expect(screen.queryByTestId('terms-checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Create one' }));
    await screen.findByTestId('page-register');
    expect(screen.getByTestId('terms-checkbox').parentElement?.textContent).toBe(
      'I agree to the Terms of use and the Privacy policy.',
    );
    expect(screen.queryByTestId('terms-notice')).toBeNull();
  });

  it('shows nothing when the tenant links no document', async () => {
    mockApi(
      routes('Manual', {
        'GET /api/.well-known/sign-in-exp': {
          body: signInExperienceFixture({ agreeToTermsPolicy: 'Manual' }),
        },
      }),
    );
    await renderExperience('/sign-in');
    await screen.findByTestId('page-sign-in');
    expect(screen.queryByTestId('terms-checkbox')).toBeNull();
    expect(screen.queryByTestId('terms-notice')).toBeNull();
  });
});
