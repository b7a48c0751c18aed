/** `GET /api/resources/{id}`. `accessTokenTtl` is in seconds. */
export interface Resource {
  id: string;
  name: string;
  indicator: string;
  isDefault: boolean;
  accessTokenTtl: number;
  /** The built-in Management API, which cannot be changed. */
  isManagementApi: boolean;
}

export interface Scope {
  id: string;
  resourceId: string;
  name: string;
  description: string | null;
  createdAt: number;
}

/** `GET /api/resources?includeScopes=true`. */
export type ResourceWithScopes = Resource & { scopes?: Scope[] };
