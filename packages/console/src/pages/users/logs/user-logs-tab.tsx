import { AuditLogsTable } from '../../audit-logs/list/audit-logs-table';
import { useUserOutlet } from '../details/use-user';

/** `/users/{id}/logs`: the audit log narrowed to this user; a log opens under the user. */
export default function UserLogsTab() {
  const { user } = useUserOutlet();
  return <AuditLogsTable userId={user.id} logPath={(log) => `users/${user.id}/logs/${log.id}`} />;
}
