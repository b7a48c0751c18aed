import { experienceConfigPath, type ConsoleSignInConfig } from '@tessera/schemas';

/** The sign-in app's public config of the admin tenant, next to its issuer (`…/t/admin/oidc`). */
export const experienceConfigUrl = (issuer: string) =>
  `${issuer.replace(/\/oidc\/?$/, '')}/api${experienceConfigPath}`;

/**
 * Whether the server has no administrator yet. The first one registers in the console's sign-in
 * (the sign-in app shows its first-administrator page there), so the sign-in then opens on
 * registration. A failed check counts as no: sign-in explains itself.
 */
export const isFirstAdminRequired = async (
  { issuer }: Pick<ConsoleSignInConfig, 'issuer'>,
  fetch: typeof window.fetch = (input, init) => window.fetch(input, init),
): Promise<boolean> => {
  try {
    const response = await fetch(experienceConfigUrl(issuer), {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) {
      return false;
    }
    const body: unknown = await response.json();
    return (
      typeof body === 'object' &&
      body !== null &&
      (body as Record<string, unknown>).isFirstAdminRequired === true
    );
  } catch {
    return false;
  }
};
