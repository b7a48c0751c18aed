import { defaultTenantId } from '@tessera/schemas';
import { Navigate } from 'react-router';

/** `/` in the open-source edition: it has only the default tenant (cloud: `cloud-root.tsx`). */
export const ConsoleRootRedirect = () => <Navigate to={`/${defaultTenantId}`} replace />;
