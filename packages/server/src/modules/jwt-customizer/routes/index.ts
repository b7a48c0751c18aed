import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { jwtCustomizerRoutes } from './jwt-customizers.js';

/** The custom token claims area of the Management API. */
export const jwtCustomizerArea = (context: Pick<AppContext, 'outbound'>) =>
  createRouter().route('/', jwtCustomizerRoutes(context));
