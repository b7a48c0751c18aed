import type { ReactNode } from 'react';

import type { Interaction } from '../api/response-guards';
import { PageSkeleton } from '../app/page-skeleton';
import { LoadErrorView } from '../components/error-view/load-error-view';
import { useInteraction } from './use-interaction';

/** Renders its children with the current interaction once loaded; a skeleton or error before. */
export const InteractionGate = ({
  children,
}: {
  children: (interaction: Interaction) => ReactNode;
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
