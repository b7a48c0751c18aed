import type { HookResponse } from '@tessera/schemas';
import { useOutletContext } from 'react-router';

export interface WebhookOutletContext {
  hook: HookResponse;
}

/** The loaded hook, for the tabs rendered in the details page's outlet. */
export const useWebhookOutlet = () => useOutletContext<WebhookOutletContext>();
