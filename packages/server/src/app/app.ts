import { Hono } from 'hono';
import { consoleBasePath } from '@tessera/schemas';
import type { AppContext } from '../app-context.js';
import { experienceBasePath, experienceRoutes } from './experience-pages.js';
import { createApiApp } from './api-app.js';
import type { AppEnv } from '../http/app-env.js';
import { handleApiNotFound, handleError } from './error-handler.js';
import { requestContext } from './request-context.js';
import { securityHeaders } from './security-headers.js';
import { tenantContext } from './tenant-context.js';
import { createStaticUi } from './static-ui.js';
import { mountMetrics } from './metrics-routes.js';

/** The Hono app behind the dispatcher: `/api`, the console, and the sign-in app's routes. */
export function createApp(context: AppContext) {
  const app = new Hono<AppEnv>();
  mountMetrics(app, context.metrics);
  app.use(requestContext(context.logger));
  app.use(securityHeaders({ releaseCheck: context.config.releaseCheck, analyticsUrl: context.config.analyticsUrl }));
  app.onError(handleError);

  app.use('/api/*', tenantContext(context.tenants, context.scopeOf, context.config.endpoint));
  app.route('/api', createApiApp(context));
  app.all('/api/*', handleApiNotFound);

  const consoleUi = createStaticUi({
    dir: context.config.consoleDist,
    basePath: consoleBasePath,
    name: 'console',
  });
  // `/t/{tenantId}/` reaches this too: only a tenant that exists leads on to the console.
  app.get('/', tenantContext(context.tenants, context.scopeOf, context.config.endpoint), (c) => c.redirect(`${consoleBasePath}/`, 302));
  app.get(consoleBasePath, (c) => c.redirect(`${consoleBasePath}/`, 301));
  app.get(`${consoleBasePath}/*`, consoleUi.serveFile);

  const experienceUi = createStaticUi({
    dir: context.config.experienceDist,
    basePath: experienceBasePath,
    name: 'sign-in app',
  });
  // The embeddable account elements are work in progress (spec 000 §2.8): only with DEV_FEATURES,
  // and loadable as module scripts from any site.
  app.get(`${experienceBasePath}/account-elements/*`, async (c, next) => {
    if (!context.config.devFeatures) {
      return c.text('Not Found', 404);
    }
    c.header('Access-Control-Allow-Origin', '*');
    await next();
  });
  app.get(`${experienceBasePath}/*`, experienceUi.serveFile);
  for (const route of experienceRoutes) {
    app.get(route, experienceUi.serveIndex);
    app.get(`${route}/*`, experienceUi.serveIndex);
  }

  app.notFound((c) => c.text('Not Found', 404));
  return app;
}
