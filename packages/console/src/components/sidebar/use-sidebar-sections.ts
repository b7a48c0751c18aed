import { useMemo } from 'react';

import { useConsoleConfig } from '../../api/well-known/queries';
import { getSidebarSections } from './sidebar-config';

export const useSidebarSections = () => {
  const { edition } = useConsoleConfig();
  return useMemo(() => getSidebarSections({ edition }), [edition]);
};
