import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * What the server seeds is stored in English (a role named "Management API access", the
 * Management API's `all` scope, a secret named "Default secret"). The stored values stay as they
 * are (clients address them by name); the console shows them in the user's language, recognised
 * by their exact seeded text.
 */
const builtinRoles = {
  'Management API access': 'management_api_access',
} as const;

const builtinRoleDescriptions = {
  'Full access to the Management API.': 'management_api_access',
} as const;

const builtinScopeDescriptions = {
  'Default scope for Management API, allows all permissions.': 'all',
} as const;

const builtinSecrets = {
  'Default secret': 'default',
} as const;

const lookUp = <T extends Record<string, string>>(table: T, value: string): T[keyof T] | undefined =>
  Object.hasOwn(table, value) ? table[value as keyof T] : undefined;

/** Display names of built-in roles and secrets; anything a user named shows as it is. */
export const useBuiltinNames = () => {
  const { t } = useTranslation();
  const roleName = useCallback(
    (name: string) => {
      const key = lookUp(builtinRoles, name);
      return key ? t(`builtin.roles.${key}.name`) : name;
    },
    [t],
  );
  const roleDescription = useCallback(
    (description: string) => {
      const key = lookUp(builtinRoleDescriptions, description);
      return key ? t(`builtin.roles.${key}.description`) : description;
    },
    [t],
  );
  const scopeDescription = useCallback(
    (description: string) => {
      const key = lookUp(builtinScopeDescriptions, description);
      return key ? t(`builtin.scopes.${key}`) : description;
    },
    [t],
  );
  const secretName = useCallback(
    (name: string) => {
      const key = lookUp(builtinSecrets, name);
      return key ? t(`builtin.secrets.${key}`) : name;
    },
    [t],
  );
  return useMemo(
    () => ({ roleName, roleDescription, scopeDescription, secretName }),
    [roleName, roleDescription, scopeDescription, secretName],
  );
};
