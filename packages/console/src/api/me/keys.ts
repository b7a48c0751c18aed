/**
 * Query keys of the console user's own account; every key sits under `all`. The user (custom
 * data included) is read once per session and written in place by the calls that answer with it.
 */
export const meKeys = {
  all: ['me'] as const,
  user: () => [...meKeys.all, 'user'] as const,
  assetServiceStatus: () => [...meKeys.all, 'user-assets', 'service-status'] as const,
  socialConnectors: () => [...meKeys.all, 'social', 'connectors'] as const,
};
