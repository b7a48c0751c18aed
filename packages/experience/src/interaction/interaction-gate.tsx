import type { ExperienceInteraction } from '@tessera/schemas';
import type { ReactNode } from 'react';

import { PageSkeleton } from '../app/page-skeleton';
import { LoadErrorView } from '../components/error-view/load-error-view';
import { useInteraction } from './use-interaction';

/** Renders its children with the current interaction once loaded; a skeleton or error before. */
export const InteractionGate = ({
  children,
}: {
  children: (interaction: ExperienceInteraction) => ReactNode;
}) => {
  const { state, reload } = useInteraction();
  if (state.status === 'loading') {
    return <PageSkeleton />;
  }
  if (state.status === 'failed') {
    return <LoadErrorView error={state.error} onRetry={reload} />;
  }
  return children(state.data);
};
