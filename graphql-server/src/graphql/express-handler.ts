import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { parse as parseUrl } from 'node:url';

/**
 * Apollo Server on an Express route: what `expressMiddleware` of `@as-integrations/express5` does, answer for answer,
 * minus two costs every POST paid (see docs/benchmarks.md): the legacy `url.parse` of a URL without a query string
 * (its search is empty; a GET with a query string is still parsed the legacy way, to the same search), and a
 * per-request closure for the context.
 */
export function graphqlHandler<TContext extends BaseContext>(server: ApolloServer<TContext>, context: (req: Request, res: Response) => Promise<TContext>): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    if (!('body' in req)) {
      res.status(500);
      res.send('`req.body` is not set; this probably means you forgot to set up the `json` middleware before the Apollo Server middleware.');
      return;
    }
    const headers = new HeaderMap();
    for (const name in req.headers) {
      const value = req.headers[name];
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const httpGraphQLRequest: HTTPGraphQLRequest = {
      method: req.method.toUpperCase(),
      headers,
      search: req.url.includes('?') ? (parseUrl(req.url).search ?? '') : '',
      body: req.body,
    };
    const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest, context: () => context(req, res) });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      res.send(answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      if (typeof (res as { flush?: unknown }).flush === 'function') (res as unknown as { flush(): void }).flush();
    }
    res.end();
  };
}
