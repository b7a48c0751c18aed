import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { changeConsoleLanguage } from '../../i18n/i18n';
import { useBuiltinNames } from './use-builtin-names';

afterEach(async () => {
  await changeConsoleLanguage('en');
});

describe('built-in names', () => {
  it('shows the seeded role and the default secret in the console language', async () => {
    await changeConsoleLanguage('fr');
    const { result } = renderHook(() => useBuiltinNames());
    expect(result.current.roleName('Management API access')).toBe('Accès à l’API de gestion');
    expect(result.current.roleDescription('Full access to the Management API.')).toBe('Accès complet à l’API de gestion.');
    expect(result.current.secretName('Default secret')).toBe('Secret par défaut');
    expect(result.current.scopeDescription('Default scope for Management API, allows all permissions.')).toBe(
      'Portée par défaut de l’API de gestion, autorise toutes les permissions.',
    );
  });

  it('leaves names a user chose as they are', async () => {
    await changeConsoleLanguage('fr');
    const { result } = renderHook(() => useBuiltinNames());
    expect(result.current.roleName('Management API access (copy)')).toBe('Management API access (copy)');
    expect(result.current.secretName('ci-deploy')).toBe('ci-deploy');
    expect(result.current.roleName('constructor')).toBe('constructor');
  });
});
