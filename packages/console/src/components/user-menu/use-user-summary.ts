import { useCurrentUser } from '../../api/me/queries';
import { useAuth } from '../../auth/auth-context';
import { getUserDisplayName } from '../user-avatar/user-display-name';

/**
 * Who is signed in, for the user menu: `GET me` once it answers, the ID token's claims until
 * then (so the menu never shows a placeholder).
 */
export const useUserSummary = () => {
  const { session } = useAuth();
  const { data: user } = useCurrentUser();
  const claims = session?.claims;
  const fields = user ?? {
    name: claims?.name,
    username: claims?.username,
    primaryEmail: claims?.email,
    avatar: claims?.picture,
  };
  const displayName = getUserDisplayName(fields);
  // A second line only when it adds something: the email, else the username.
  const detail = [fields.primaryEmail, fields.username].find((value) => value && value !== displayName);
  return { avatarUser: fields, displayName, detail: detail ?? undefined };
};
