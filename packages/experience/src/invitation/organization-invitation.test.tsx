import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../test/fixtures';
import { errorReply, flowRoutes, mockApi, type MockRoutes } from '../test/mock-api';
import { renderExperience } from '../test/render-experience';

const invitation = {
  organizationId: 'org-1',
  organizationName: 'Acme & Sons',
  invitee: 'ada@acme.test',
};

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/.well-known/sign-in-exp': {
    body: signInExperienceFixture({
      signUp: { identifiers: ['email'], password: true, verify: true },
    }),
  },
  'GET /api/experience/interaction': {
    body: interactionFixture({ hasOrganizationInvitation: true }),
  },
  'GET /api/experience/organization-invitation': { body: invitation },
  ...flowRoutes(),
  ...extra,
});

const invitationReads = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.url === '/api/experience/organization-invitation');

describe('an organization invitation on the sign-in and register pages', () => {
  it('names the organization and prefills the invited address on the register page', async () => {
    mockApi(routes());
    await renderExperience('/register?uid=uid-1');
    const page = within(await screen.findByTestId('page-register'));
    expect(page.getByTestId('organization-invitation').textContent).toBe(
      'You were invited to join Acme & Sons. Continue with ada@acme.test to accept the invitation.',
    );
    expect((page.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@acme.test');
  });

  it('names the organization and prefills the invited address on the sign-in page', async () => {
    mockApi(routes());
    await renderExperience('/sign-in?uid=uid-1');
    const page = within(await screen.findByTestId('page-sign-in'));
    expect(page.getByTestId('organization-invitation').textContent).toContain(
      'You were invited to join Acme & Sons.',
    );
    // The identifier input, whatever the sign-in methods call it.
    expect(page.getByDisplayValue('ada@acme.test').tagName).toBe('INPUT');
  });

  it('shows the page as usual when the invitation is no longer pending', async () => {
    const api = mockApi(
      routes({
        'GET /api/experience/organization-invitation': errorReply(
          404,
          'organization.invitation_not_found',
          'This invitation does not exist, or is no longer pending.',
        ),
      }),
    );
    await renderExperience('/register?uid=uid-1');
    const page = within(await screen.findByTestId('page-register'));
    expect(page.queryByTestId('organization-invitation')).toBeNull();
    expect((page.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(invitationReads(api)).toHaveLength(1);
  });

  it('asks nothing when the request carries no invitation', async () => {
    const api = mockApi(
      routes({ 'GET /api/experience/interaction': { body: interactionFixture() } }),
    );
    await renderExperience('/sign-in?uid=uid-1');
    const page = within(await screen.findByTestId('page-sign-in'));
    expect(page.queryByTestId('organization-invitation')).toBeNull();
    expect(invitationReads(api)).toEqual([]);
  });
});
