import type { ReactNode } from 'react';

import { useDevFeaturesEnabled } from '../../components/dev-features/use-dev-features';
import { NotFound } from '../../components/not-found/not-found';

/** Routes for developers: served by the dev server, or when dev features are on. */
export const DevOnly = ({ children }: { children: ReactNode }) => {
  const isDevFeaturesEnabled = useDevFeaturesEnabled();
  return import.meta.env.DEV || isDevFeaturesEnabled ? children : <NotFound isStandalone />;
};
