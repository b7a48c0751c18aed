/** A user as the role member list shows it. */
export interface RoleMember {
  id: string;
  username: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  name: string | null;
  avatar: string | null;
  createdAt: number;
}

/** The first identifier a user has, for lists. */
export const userDisplayName = (user: RoleMember) =>
  user.name ?? user.username ?? user.primaryEmail ?? user.primaryPhone ?? user.id;
