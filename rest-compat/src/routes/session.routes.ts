import { Router } from 'express';
import { parseInput, setRateLimitHeaders, UnauthenticatedError, type User } from '../../../graphql-server/src/index.js';
import { route } from '../middleware.js';
import { noFields, twoFactorSignInRequest } from '../openapi/schemas.js';

/** SPEC.md §7: the user read and the sign-in calls; ending the user's other sessions. */
export function sessionRoutes(): Router {
  const router = Router();

  router.get(
    '/user',
    route((req, res) => {
      // The session query's values: the user entity is not built for this read.
      if (!req.state.account) throw new UnauthenticatedError();
      res.json(toUserResponse(req.state.account));
    }),
  );

  router.post(
    '/login',
    route(async (req, res) => {
      const signedIn = await req.state.services.auth.login(req.body ?? {}, req.state.client);
      setRateLimitHeaders(res, req.state.client.quotas);
      req.state.session.replace(signedIn);
      res.json(toUserResponse(signedIn.user));
    }),
  );

  // The second step of a two-factor sign-in: POST /api/login answered 401 { code: 'TWO_FACTOR_REQUIRED', challenge }.
  router.post(
    '/login/two-factor',
    route(async (req, res) => {
      const { challenge, code } = parseInput(twoFactorSignInRequest, req.body ?? {});
      const signedIn = await req.state.services.auth.completeTwoFactorSignIn(challenge, code, req.state.client);
      req.state.session.replace(signedIn);
      res.json(toUserResponse(signedIn.user));
    }),
  );

  router.post(
    '/register',
    route(async (req, res) => {
      const signedIn = await req.state.services.auth.register(req.body ?? {}, req.state.client);
      setRateLimitHeaders(res, req.state.client.quotas);
      req.state.session.replace(signedIn);
      res.status(201).json(toUserResponse(signedIn.user));
    }),
  );

  router.post(
    '/logout',
    route(async (req, res) => {
      parseInput(noFields, req.body ?? {});
      await req.state.services.auth.logout(req.state.session.token);
      req.state.session.clear();
      res.status(204).end();
    }),
  );

  router.post(
    '/sessions/sign-out-others',
    route(async (req, res) => {
      parseInput(noFields, req.body ?? {});
      const ended = await req.state.services.auth.endOtherSessions(req.state.caller, req.state.session.token);
      res.json({ ended });
    }),
  );

  return router;
}

/** The spec's user shape: `{ username, role }`. */
function toUserResponse(user: Pick<User, 'username' | 'role'>) {
  return { username: user.username, role: user.role };
}
