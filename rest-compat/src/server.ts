import { createHttpApp, type AppConfig, type Database, type HttpApp, type Logger } from '../../graphql-server/src/index.js';
import { createRestRouter } from './router.js';
import { paymentEdgeRoutes } from './routes/netbuilder.routes.js';

/** The whole product's HTTP application: the GraphQL server's platform with the REST layer on /api. */
export function createNetFundApp(db: Database, config: AppConfig, logger?: Logger): Promise<HttpApp> {
  return createHttpApp({
    orm: db.orm,
    config,
    logger,
    mount: (app, { requestState }) => {
      // Raw-body webhook and the demo checkout page: before /api's JSON-only parser.
      app.use(paymentEdgeRoutes(requestState));
      app.use('/api', createRestRouter(requestState));
    },
  });
}
