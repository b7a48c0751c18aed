import type { Resource } from '@tessera/schemas';
import { useOutletContext } from 'react-router';

export interface ResourceOutletContext {
  resource: Resource;
}

/** The loaded resource, for the tabs rendered in the details page's outlet. */
export const useResourceOutlet = () => useOutletContext<ResourceOutletContext>();
