/** The one guide of an API resource: `/api-resources/{id}/guide/express`. */
export const resourceGuideId = 'express';
