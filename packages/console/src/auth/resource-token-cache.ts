/** An access token for one resource and when it expires (epoch seconds). */
export interface ResourceToken {
  accessToken: string;
  expiresAt: number | undefined;
}

/** Renew this long before a token expires, as the session's own token is. */
const renewMarginSeconds = 60;

const isFresh = (token: ResourceToken, nowSeconds: number) =>
  token.expiresAt === undefined || token.expiresAt - nowSeconds > renewMarginSeconds;

/**
 * Access tokens for resources other than the session's own, kept in memory per resource: reused
 * until due, fetched once however many calls wait for it, forgotten when fetching fails.
 */
export const createResourceTokenCache = (
  fetchToken: (resource: string) => Promise<ResourceToken | undefined>,
  now = () => Date.now() / 1000,
) => {
  const tokens = new Map<string, ResourceToken>();
  const pending = new Map<string, Promise<string | undefined>>();

  const get = async (resource: string): Promise<string | undefined> => {
    const cached = tokens.get(resource);
    if (cached && isFresh(cached, now())) {
      return cached.accessToken;
    }
    const inFlight = pending.get(resource);
    if (inFlight) {
      return inFlight;
    }
    const fetching = fetchToken(resource)
      .then((token) => {
        if (token) {
          tokens.set(resource, token);
        } else {
          tokens.delete(resource);
        }
        return token?.accessToken;
      })
      .catch(() => {
        tokens.delete(resource);
        return undefined;
      })
      .finally(() => pending.delete(resource));
    pending.set(resource, fetching);
    return fetching;
  };

  return { get, forget: (resource: string) => tokens.delete(resource), clear: () => tokens.clear() };
};
