import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { hookActionRoutes } from './hook-actions.js';
import { hookRoutes } from './hooks.js';

/** `/hooks`: webhooks, their recent deliveries, test sends and signing keys. */
export const hooksArea = (context: Pick<AppContext, 'vault' | 'config' | 'outbound'>) =>
  createRouter().route('/', hookRoutes(context)).route('/', hookActionRoutes(context));
