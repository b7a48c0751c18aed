import { createRouter } from '../../../http/create-router.js';
import { logRoutes } from './logs.js';

/** The audit log area: `/logs` and each user's `/users/{userId}/logs`. */
export const logsArea = () => createRouter().route('/', logRoutes());
