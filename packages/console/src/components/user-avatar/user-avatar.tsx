import { Avatar, type AvatarSize } from '../../ds/avatar/avatar';
import { getUserDisplayName, type UserNameFields } from './user-display-name';

interface UserAvatarProps {
  user: UserNameFields & { avatar?: string | null };
  size?: AvatarSize;
}

/** The user's picture, or the first letter of their name, username or email on a palette colour. */
export const UserAvatar = ({ user, size }: UserAvatarProps) => (
  <Avatar name={getUserDisplayName(user)} imageUrl={user.avatar ?? undefined} size={size} />
);
