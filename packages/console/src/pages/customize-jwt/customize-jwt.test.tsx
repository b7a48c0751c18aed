import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { accessibleDescription } from '../../test/accessible-description';
import { renderConsole } from '../../test/render-console';
import { defaultScript } from './editor/default-samples';

afterEach(() => {
  vi.restoreAllMocks();
});

const accessTokenSettings = {
  script:
    'const getCustomJwtClaims = async ({ environmentVariables }) => ({ plan: environmentVariables.PLAN });',
  environmentVariables: { PLAN: 'pro' },
  tokenSample: { jti: 't1', kind: 'AccessToken' },
  contextSample: { user: { id: 'u1' } },
};

// Whole-console renders with lazy editors are slow on a busy runner.
describe('customize JWT', { timeout: 20_000 }, () => {
  it('shows one card per token type with the actions that apply', async () => {
    mockManagementApi({
      'GET /api/configs/jwt-customizer': {
        body: [{ key: 'jwt.accessToken', value: accessTokenSettings }],
      },
    });
    renderConsole('/default/customize-jwt');

    const userCard = await screen.findByTestId('jwt-card-access-token');
    await waitFor(() => expect(userCard.textContent).toContain('Custom claims are active.'));
    expect(within(userCard).getByTestId('jwt-edit-access-token').getAttribute('href')).toBe(
      '/default/customize-jwt/access-token/edit',
    );
    const machineCard = screen.getByTestId('jwt-card-client-credentials');
    expect(machineCard.textContent).toContain('No custom claims yet.');
    expect(within(machineCard).queryByTestId('jwt-delete-client-credentials')).toBeNull();
    expect(within(machineCard).getByTestId('jwt-add-client-credentials').getAttribute('href')).toBe(
      '/default/customize-jwt/client-credentials/create',
    );
  });

  it('deletes a token type’s claims only after confirming', async () => {
    let deleted = false;
    const api = mockManagementApi({
      'GET /api/configs/jwt-customizer': () => ({
        body: deleted ? [] : [{ key: 'jwt.accessToken', value: accessTokenSettings }],
      }),
      'DELETE /api/configs/jwt-customizer/access-token': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderConsole('/default/customize-jwt');

    await userEvent.click(await screen.findByTestId('jwt-delete-access-token'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo('DELETE', '/api/configs/jwt-customizer/access-token')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('jwt-delete-access-token'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('jwt-add-access-token')).getAttribute('href')).toBe(
      '/default/customize-jwt/access-token/create',
    );
    expect(api.requestsTo('DELETE', '/api/configs/jwt-customizer/access-token')).toHaveLength(1);
  });

  it('runs the saved script on its samples and shows the claims', async () => {
    const api = mockManagementApi({
      'GET /api/configs/jwt-customizer/access-token': { body: accessTokenSettings },
      'POST /api/configs/jwt-customizer/test': { body: { plan: 'pro' } },
    });
    renderConsole('/default/customize-jwt/access-token/edit');

    await userEvent.click(await screen.findByTestId('jwt-run-test'));
    expect((await screen.findByTestId('jwt-test-claims')).textContent).toContain('"plan": "pro"');
    expect(api.requestsTo('POST', '/api/configs/jwt-customizer/test')[0]?.body).toEqual({
      tokenType: 'access-token',
      script: accessTokenSettings.script,
      environmentVariables: { PLAN: 'pro' },
      // Saved without a list: the script may fetch nothing.
      fetchAllowedOrigins: [],
      token: accessTokenSettings.tokenSample,
      context: accessTokenSettings.contextSample,
    });
  });

  it('shows the script’s error when the test fails', async () => {
    mockManagementApi({
      'POST /api/configs/jwt-customizer/test': {
        status: 422,
        body: {
          message: 'The script denied access.',
          code: 'jwt_customizer.access_denied',
          data: { errorCode: 'AccessDenied', message: 'Only paying customers.' },
        },
      },
    });
    renderConsole('/default/customize-jwt/client-credentials/create');

    await userEvent.click(await screen.findByTestId('jwt-run-test'));
    const error = await screen.findByTestId('jwt-test-error');
    expect(error.textContent).toContain('AccessDenied: Only paying customers.');
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('creates the claims from the default script and switches to editing them', async () => {
    const api = mockManagementApi({
      'PUT /api/configs/jwt-customizer/client-credentials': ({ body }) => ({ body }),
      'GET /api/configs/jwt-customizer/client-credentials': { body: { script: defaultScript } },
    });
    const { router } = renderConsole('/default/customize-jwt/client-credentials/create');

    await userEvent.type(await screen.findByTestId('jwt-variables-key-0'), '1KEY');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(accessibleDescription(screen.getByTestId('jwt-variables-key-0'))).toBe(
        'Use letters, digits and _, not starting with a digit.',
      ),
    );
    expect(api.requestsTo('PUT', '/api/configs/jwt-customizer/client-credentials')).toHaveLength(0);

    await userEvent.clear(screen.getByTestId('jwt-variables-key-0'));
    await userEvent.type(screen.getByTestId('jwt-variables-key-0'), 'API_KEY');
    await userEvent.type(screen.getByTestId('jwt-variables-value-0'), 'secret');
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/customize-jwt/client-credentials/edit'),
    );
    const body = api.requestsTo('PUT', '/api/configs/jwt-customizer/client-credentials')[0]
      ?.body as Record<string, unknown>;
    expect(body.script).toBe(defaultScript);
    expect(body.environmentVariables).toEqual({ API_KEY: 'secret' });
    expect((body.tokenSample as { kind: string }).kind).toBe('ClientCredentials');
  });

  it('says so when a token type is unknown', async () => {
    mockManagementApi({});
    renderConsole('/default/customize-jwt/id-token/edit');
    await screen.findByRole('heading', { name: /not found/i });
  });
});
