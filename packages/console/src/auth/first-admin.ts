import { experienceConfigPath, type ConsoleSignInConfig } from '@tessera/schemas';

/** The sign-in app's public config of the admin tenant, next to its issuer (`…/t/admin/oidc`). */
export const experienceConfigUrl = (issuer: string) => `${issuer.replace(/\/oidc\/?$/, '')}/api${experienceConfigPath}`;

/**
 * Where to send the browser instead of sign-in: the first-administrator page while the server
 * has no administrator yet, otherwise undefined. A failed check falls through to sign-in, which
 * then explains itself.
 */
export const findFirstAdminRedirect = async (
  { issuer, firstAdminUrl }: Pick<ConsoleSignInConfig, 'issuer' | 'firstAdminUrl'>,
  fetch: typeof window.fetch = (input, init) => window.fetch(input, init),
): Promise<string | undefined> => {
  try {
    const response = await fetch(experienceConfigUrl(issuer), { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      return undefined;
    }
    const body: unknown = await response.json();
    const isRequired =
      typeof body === 'object' && body !== null && (body as Record<string, unknown>).isFirstAdminRequired === true;
    return isRequired ? firstAdminUrl : undefined;
  } catch {
    return undefined;
  }
};
