import { userDisplayName } from '../../components/user-display-name/user-display-name';
import { useUser } from '../../api/users/queries';

/**
 * The user of a log row by name. Each user is fetched once and shared with every row and page
 * that shows them (the user query's cache); a deleted user, whose logs remain, shows their id.
 */
export const LogUserName = ({ userId }: { userId: string }) => {
  const { data: user } = useUser(userId);
  return <>{user ? userDisplayName(user) : userId}</>;
};
