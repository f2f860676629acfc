import type { Request, RequestHandler } from 'express';
import { homePathForRole, safeReturnPath } from '../../../../shared/sign-in-landing.js';
import type { SignedIn } from '../../modules/auth/auth.service.js';
import { TwoFactorRequiredError, UnauthenticatedError, ValidationError } from '../../shared/errors.js';
import { setFlash } from '../flash.js';
import type { WebPages } from '../web-app.js';
import { readForm, seeOther, UnreadableForm, type FormHandler } from './form-post.js';

/*
 * /auth's forms (sign-in, its two-factor step, registration) and the header's sign-out, through the auth service as
 * GraphQL and REST call it: the same rules, login lockout, audit, e-mails and session cookies (SessionCookie).
 */

/** After signing in: the page's `?redirect=` when it is a path on this site, else the role's home (as the web app). */
function landingPath(req: Request, signedIn: SignedIn): string {
  const requested = typeof req.query.redirect === 'string' ? req.query.redirect : undefined;
  return safeReturnPath(requested) ?? homePathForRole(signedIn.user.role);
}

export function authForms(pages: WebPages): Record<string, FormHandler> {
  return {
    'sign-in': async (req, res, refusal) => {
      const posted = readForm(req, ['username', 'password'], refusal, { secret: ['password'] });
      let signedIn: SignedIn;
      try {
        signedIn = await req.state.services.auth.login(
          { username: posted.username ?? '', password: posted.password ?? '' },
          req.state.client,
        );
      } catch (error) {
        if (!(error instanceof TwoFactorRequiredError)) throw error;
        // The password was right: the page asks for the code, carrying the single-use challenge in the form.
        await pages.sendPage(req, res, {
          submission: { form: 'two-factor', values: { challenge: error.challenge }, fieldErrors: {} },
          status: 401,
        });
        return;
      }
      req.state.session.replace(signedIn);
      setFlash(req, res, 'signed-in');
      seeOther(req, res, landingPath(req, signedIn));
    },

    'two-factor': async (req, res, refusal) => {
      const posted = readForm(req, ['challenge', 'code', 'recovery', 'toggle']);
      const recovery = posted.recovery === '1';
      const challenge = posted.challenge ?? '';
      refusal.values = { challenge, recovery: recovery ? '1' : '' };
      if (posted.toggle !== undefined) {
        // "Use a recovery code" / "Use your authenticator app" without JavaScript: the same step, the other kind of code.
        await pages.sendPage(req, res, {
          submission: { form: 'two-factor', values: { challenge, recovery: recovery ? '' : '1' }, fieldErrors: {} },
          status: 200,
        });
        return;
      }
      // As the app sends it: an authenticator code without its spaces, a recovery code as typed.
      const code = recovery ? (posted.code ?? '') : (posted.code ?? '').replace(/\s+/g, '');
      let signedIn: SignedIn;
      try {
        signedIn = await req.state.services.auth.completeTwoFactorSignIn(challenge, code, req.state.client);
      } catch (error) {
        // A spent or expired challenge: only the password step can start anew, with the server's words.
        if (error instanceof UnauthenticatedError) {
          refusal.form = 'sign-in';
          refusal.values = {};
        }
        throw error;
      }
      req.state.session.replace(signedIn);
      setFlash(req, res, 'signed-in');
      seeOther(req, res, landingPath(req, signedIn));
    },

    register: async (req, res, refusal) => {
      const posted = readForm(
        req,
        ['username', 'email', 'password', 'confirmPassword', 'firstName', 'lastName'],
        refusal,
        {
          secret: ['password', 'confirmPassword'],
        },
      );
      const signedIn = await req.state.services.auth.register(
        {
          username: posted.username ?? '',
          email: posted.email ?? '',
          password: posted.password ?? '',
          confirmPassword: posted.confirmPassword ?? '',
          firstName: posted.firstName || null,
          lastName: posted.lastName || null,
        },
        req.state.client,
      );
      req.state.session.replace(signedIn);
      setFlash(req, res, 'registered');
      seeOther(req, res, landingPath(req, signedIn));
    },
  };
}

/** POST /auth/sign-out (the header's user menu, a form): ends the session, clears its cookie, and goes home. */
export const signOut: RequestHandler = async (req, res, next) => {
  try {
    readForm(req, []);
    await req.state.services.auth.logout(req.state.session.token);
    req.state.session.clear();
    res.redirect(303, '/');
  } catch (error) {
    if (error instanceof UnreadableForm || error instanceof ValidationError) {
      res.status(400).type('text').send(error.message);
      return;
    }
    next(error);
  }
};
