import type { ApplicationType, RoleType } from '@tessera/schemas';

import type { Resource, Scope } from './resource';

export type { RoleType } from '@tessera/schemas';

export interface Role {
  id: string;
  name: string;
  description: string;
  type: RoleType;
  /** Given to every new user (User roles only). */
  isDefault: boolean;
}

/** `GET /api/roles` adds who holds each role. */
export type RoleListItem = Role & {
  usersCount: number;
  applicationsCount: number;
  featuredApplications: Array<{ id: string; name: string; type: ApplicationType }>;
};

/** `GET /api/roles/{id}/scopes`: each scope with its API resource. */
export type RoleScope = Scope & { resource: Resource };
