import { defaultTenantId } from '@tessera/schemas';
import { Navigate } from 'react-router';

/**
 * `/`: the open-source edition has only the default tenant. In cloud the tenant will come from
 * the signed-in user's tenant list (spec 000 §2.2); until that list exists it goes to the default
 * tenant too.
 */
export const ConsoleRootRedirect = () => <Navigate to={`/${defaultTenantId}`} replace />;
