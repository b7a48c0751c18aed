import type { UserInfo } from '@tessera/schemas';

/** The first identifier a user has, for lists. */
export const userDisplayName = (user: Pick<UserInfo, 'id' | 'name' | 'username' | 'primaryEmail' | 'primaryPhone'>) =>
  user.name ?? user.username ?? user.primaryEmail ?? user.primaryPhone ?? user.id;
