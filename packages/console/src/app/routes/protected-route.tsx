import { Outlet } from 'react-router';

/**
 * Every route that needs a signed-in user sits below this layout route. The sign-in issue
 * replaces the body: while the session loads show a loading view; when signed out remember the
 * location (pathname, search, hash) and start sign-in; otherwise render the outlet.
 */
export const ProtectedRoute = () => <Outlet />;
