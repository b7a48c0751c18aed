import { ComingSoon } from '../../../components/coming-soon/coming-soon';

/** `/users/{id}/logs`: the user's audit log, once the audit log list is in this build. */
export default function UserLogsTab() {
  return <ComingSoon />;
}
