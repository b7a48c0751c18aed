import type { UserDetails } from '@tessera/schemas';
import { lazy, Suspense } from 'react';

import { Skeleton } from '../../../ds/skeleton/skeleton';

// Loaded on its own, after the rest of the tab: the card is the last on the page and the tab
// shows at once without waiting for its table and dialogs.
const PersonalAccessTokensCard = lazy(() => import('./personal-access-tokens-card'));

/** The user's personal access tokens, at the end of the settings tab. */
export const UserPersonalAccessTokens = ({ user }: { user: UserDetails }) => (
  <Suspense fallback={<Skeleton width={320} height={40} />}>
    <PersonalAccessTokensCard user={user} />
  </Suspense>
);
