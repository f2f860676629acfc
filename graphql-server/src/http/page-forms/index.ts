import { Router } from 'express';
import type { AppConfig } from '../../config/index.js';
import type { WebPages } from '../web-app.js';
import { net30Form, netBuilderForm } from './applications.js';
import { authForms, signOut } from './auth.js';
import { contactForm } from './contact.js';
import { formBody, pageFormPosts, sameOriginOnly, unreadableBody } from './form-post.js';

/**
 * The public pages' forms as plain HTML posts to their own URL, for a browser without (or not yet with) the app's
 * JavaScript: sign-in and registration on /auth, the contact form, both credit applications, and the header's
 * sign-out. Same-origin posts only (CSRF), urlencoded bodies only.
 */
export function pageForms(config: Pick<AppConfig, 'payments'>): (pages: WebPages) => Router {
  return (pages) => {
    const router = Router();
    const accept = [sameOriginOnly(config), ...formBody()];
    router.post('/auth', accept, pageFormPosts(pages, authForms(pages)));
    router.post('/auth/sign-out', accept, signOut);
    router.post('/support/contact', accept, pageFormPosts(pages, { contact: contactForm }));
    router.post('/business-credit-builder/apply', accept, pageFormPosts(pages, { netbuilder: netBuilderForm }));
    router.post('/net30/apply', accept, pageFormPosts(pages, { net30: net30Form(pages) }));
    router.use(unreadableBody);
    return router;
  };
}
