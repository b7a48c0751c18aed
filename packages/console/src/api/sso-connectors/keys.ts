/**
 * Query keys of the enterprise SSO area. A connector's detail sits under `all`, so saving one
 * refreshes the list it appears in too.
 */
export const ssoConnectorKeys = {
  all: ['sso-connectors'] as const,
  providers: () => [...ssoConnectorKeys.all, 'providers'] as const,
  lists: () => [...ssoConnectorKeys.all, 'list'] as const,
  list: (query: object) => [...ssoConnectorKeys.lists(), query] as const,
  detail: (id: string) => [...ssoConnectorKeys.all, 'detail', id] as const,
};
