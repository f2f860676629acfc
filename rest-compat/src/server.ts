import { createHttpApp, JOBS, startJobQueue, type AppConfig, type Database, type HttpApp, type Logger, type ServicesOptions } from '../../graphql-server/src/index.js';
import { createRestRouter } from './router.js';
import { paymentEdgeRoutes } from './routes/netbuilder.routes.js';

/**
 * The whole product's HTTP application: the GraphQL server's platform with the REST layer on /api, and the background
 * jobs (when `config.jobs.enabled`), which stop with it.
 */
export async function createNetFundApp(db: Database, config: AppConfig, logger?: Logger, services?: ServicesOptions): Promise<HttpApp> {
  const http = await createHttpApp({
    orm: db.orm,
    config,
    logger,
    services,
    mount: (app, { requestState }) => {
      // Raw-body webhook and the demo checkout page: before /api's JSON-only parser.
      app.use(paymentEdgeRoutes(requestState));
      app.use('/api', createRestRouter(requestState));
    },
  });
  const jobs = config.jobs.enabled
    ? await startJobQueue(db, config, JOBS, { log: logger, clock: config.jobs.clock, metrics: http.metrics }).catch(async (error: unknown) => {
        await http.stop();
        throw error;
      })
    : undefined;
  return {
    ...http,
    async stop() {
      await jobs?.stop();
      await http.stop();
    },
  };
}
