import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeConsoleLanguage } from '../../../i18n/i18n';
import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { roleFixture } from '../testing/role-fixture';

afterEach(async () => {
  vi.restoreAllMocks();
  await changeConsoleLanguage('en');
});

describe('built-in role in the roles list', { timeout: 20_000 }, () => {
  it('shows the seeded role’s name and description in the console language, a custom role as named', async () => {
    await changeConsoleLanguage('es');
    const listItem = (role: ReturnType<typeof roleFixture>) => ({ ...role, usersCount: 0, applicationsCount: 0, featuredApplications: [] });
    mockManagementApi({
      'GET /api/roles': {
        body: [
          listItem(roleFixture({ id: 'm2m', name: 'Management API access', description: 'Full access to the Management API.', type: 'MachineToMachine' })),
          listItem(roleFixture({ id: 'own', name: 'Order manager', description: 'Handles orders.' })),
        ],
        total: 2,
      },
    });
    renderConsole('/default/roles');
    expect(await screen.findByText('Acceso a la API de gestión')).toBeTruthy();
    expect(screen.getByText('Acceso completo a la API de gestión.')).toBeTruthy();
    expect(screen.getByText('Order manager')).toBeTruthy();
    expect(screen.queryByText('Management API access')).toBeNull();
  });
});
