import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import type { AppConfig } from '../../config/index.js';
import { asDatabaseDomainError } from '../../db/contention.js';
import { reportOutage } from '../../logging/report-error.js';
import { countThrottleRefusal } from '../../metrics/http-metrics.js';
import { DomainError, RateLimitedError, ServiceUnavailableError, ValidationError } from '../../shared/errors.js';
import { parseInput, strictBody, unstorableText } from '../../shared/validation.js';
import { HTTP_STATUS } from '../error-status.js';
import { setRateLimitHeaders } from '../rate-limit-headers.js';
import type { PageSubmission } from '../server-render.js';
import type { WebPages } from '../web-app.js';

/*
 * What every form a public page posts to itself shares (the page works before, or without, any JavaScript): the
 * same-origin check, the strict reading of the urlencoded body, and the answer to a refusal (the page again, with
 * what was typed and the reasons, under the status the REST layer gives the same domain error).
 */

/** The hidden field that names which form of the page was posted. */
export const FORM_FIELD = '_form';

/** A form's body is small: the longest is a Net30 application with three trade references. */
const FORM_BODY_LIMIT = '64kb';

/**
 * CSRF: a form post is accepted only from this site's own pages. Browsers say where a request comes from in
 * `Sec-Fetch-Site` (all current ones); without it, the `Origin` a browser sends with every POST must be this server's
 * own (as the request reached it, or the configured PUBLIC_URL). Anything else is refused before anything is read.
 */
export function sameOriginOnly(config: Pick<AppConfig, 'payments'>): RequestHandler {
  return (req, res, next) => {
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const allowed =
      site !== undefined
        ? site === 'same-origin'
        : origin !== undefined &&
          (origin === `${req.protocol}://${req.get('host')}` || origin === new URL(config.payments.publicUrl).origin);
    if (!allowed) {
      res
        .status(403)
        .type('text')
        .send('This form can only be sent from a NetFund page. Open the page and send it from there.');
      return;
    }
    next();
  };
}

/** The body as the browser sends a form: `application/x-www-form-urlencoded`, read as text (parsed strictly below). */
export function formBody(): RequestHandler[] {
  return [
    (req, res, next) => {
      // The header itself: `req.is()` answers null for a body-less post (a sign-out form has no fields).
      if (req.get('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
        res.status(415).type('text').send('Send the form as application/x-www-form-urlencoded, as a browser does.');
        return;
      }
      next();
    },
    express.text({ type: 'application/x-www-form-urlencoded', limit: FORM_BODY_LIMIT }),
  ];
}

/** Why the body parser gave up on a form, as a browser's visitor should read it (nothing was done). */
const UNREADABLE_BODIES: Record<string, [number, string]> = {
  'entity.too.large': [413, `The form is too large to send (the limit is ${FORM_BODY_LIMIT}).`],
  'charset.unsupported': [415, 'Send the form as UTF-8, as a browser does.'],
  'encoding.unsupported': [415, 'Send the form without a content encoding, as a browser does.'],
  'request.aborted': [400, 'The form did not arrive whole: send it again.'],
};

/** The body parser's refusals of a form post: plain answers with the reason, not the API's JSON. */
export function unreadableBody(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const type = (error as { type?: unknown } | null)?.type;
  const known = typeof type === 'string' ? UNREADABLE_BODIES[type] : undefined;
  if (!known || res.headersSent) return next(error);
  res.status(known[0]).type('text').send(known[1]);
}

/** A form post the server could not read at all (a malformed encoding, a field sent twice): plain 400, nothing done. */
export class UnreadableForm extends Error {}

/**
 * The posted fields, decoded. Strict: a malformed %-encoding (an unpaired surrogate's UTF-8 among them) or a field
 * sent twice is an UnreadableForm; a field the form does not have, or text PostgreSQL cannot store, a ValidationError
 * (the same sentences as every other edge: strictBody's 'Unknown field: …', shared/validation.ts's NUL and surrogate
 * messages).
 */
export function readForm<F extends string>(
  req: Request,
  fields: readonly F[],
  refusal?: FormRefusal,
  { secret = [] }: { secret?: readonly F[] } = {},
): Partial<Record<F | typeof FORM_FIELD, string>> {
  const body = typeof req.body === 'string' ? req.body : '';
  // A Map, not an object: a field named `__proto__` is a field like any other (refused as unknown).
  const fieldsPosted = new Map<string, string>();
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const [name, value] = separator < 0 ? [pair, ''] : [pair.slice(0, separator), pair.slice(separator + 1)];
    let decodedName: string;
    let decodedValue: string;
    try {
      decodedName = decodeURIComponent(name.replace(/\+/g, ' '));
      decodedValue = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      throw new UnreadableForm('The form has a malformed %-encoding: send it as UTF-8, as a browser does.');
    }
    if (fieldsPosted.has(decodedName))
      throw new UnreadableForm(`The form sent the field ${JSON.stringify(decodedName)} twice.`);
    fieldsPosted.set(decodedName, decodedValue);
  }
  const posted = Object.fromEntries(fieldsPosted);
  // Shown again if the post is refused, this check included: the form's own fields only.
  if (refusal) refusal.values = echoedValues(Object.fromEntries(fields.map((field) => [field, posted[field]])), secret);
  const shape = Object.fromEntries([FORM_FIELD, ...fields].map((field) => [field, z.string().optional()]));
  return parseInput(z.strictObject(shape, strictBody('form')), posted) as Partial<
    Record<F | typeof FORM_FIELD, string>
  >;
}

/** Which form of the page was posted (its hidden `_form` field), read without judging the rest of the body. */
export function postedFormName(req: Request): string | undefined {
  const body = typeof req.body === 'string' ? req.body : '';
  const match = /(?:^|&)_form=([^&]*)/.exec(body);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** The values a refused form shows again: as posted, never a password, nor text that cannot be shown or stored. */
export function echoedValues(
  values: Record<string, string | undefined>,
  secret: readonly string[] = [],
): Record<string, string> {
  const echoed: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === FORM_FIELD || value === undefined || secret.includes(field)) continue;
    echoed[field] = unstorableText(value) ? '' : value;
  }
  return echoed;
}

/**
 * A form's own handling of a post: it answers a success itself (a 303) and throws a refusal. What it sets in
 * `refusal.values` (echoedValues) is shown again; `refusal.form` may name another form of the page to show instead
 * (an expired two-factor step goes back to the password).
 */
export type FormHandler = (req: Request, res: Response, refusal: FormRefusal) => Promise<void>;

export interface FormRefusal {
  form: string;
  values: Record<string, string>;
}

/**
 * The posts of one page: each of its forms by the name in its hidden `_form` field. A domain error a form throws (or
 * a database outage, a lost race) is answered as the REST layer answers it (the one status table, Retry-After, the
 * rate-limit fields, the throttle metric), but with the page: rendered again with the posted values and the messages.
 */
export function pageFormPosts(pages: WebPages, forms: Record<string, FormHandler>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const form = postedFormName(req);
    const handle = form !== undefined && Object.hasOwn(forms, form) ? forms[form]! : undefined;
    if (!handle) {
      res
        .status(400)
        .type('text')
        .send(
          `This page has no form ${JSON.stringify(form ?? '')}: send one of its forms (${Object.keys(forms).join(', ')}).`,
        );
      return;
    }
    const refusal: FormRefusal = { form: form!, values: {} };
    handle(req, res, refusal).catch(async (thrown: unknown) => {
      try {
        if (thrown instanceof UnreadableForm) {
          res.status(400).type('text').send(thrown.message);
          return;
        }
        const error = thrown instanceof DomainError ? thrown : asDatabaseDomainError(thrown);
        if (!error) throw thrown;
        if (error instanceof RateLimitedError || error instanceof ServiceUnavailableError)
          res.setHeader('Retry-After', String(error.retryAfterSeconds));
        if (error instanceof ServiceUnavailableError) reportOutage(req.log, error);
        if (error instanceof RateLimitedError) countThrottleRefusal(req);
        setRateLimitHeaders(res, req.state.client.quotas);
        await pages.sendPage(req, res, { submission: submissionOf(refusal, error), status: HTTP_STATUS[error.kind] });
      } catch (unexpected) {
        next(unexpected);
      }
    });
  };
}

/**
 * The refusal as the page shows it: a field's message under the field; anything that is no field's (a wrong password,
 * a throttle, an unknown field) above the form. Field messages alone are what the browser's own check shows, so a
 * validation refusal that names only fields has no message of its own.
 */
function submissionOf(refusal: FormRefusal, error: DomainError): PageSubmission {
  const fieldErrors = error instanceof ValidationError ? { ...error.fieldErrors } : {};
  const general = fieldErrors._;
  delete fieldErrors._;
  const message =
    error instanceof ValidationError
      ? (general ?? (Object.keys(fieldErrors).length === 0 ? error.message : undefined))
      : error.message;
  return { form: refusal.form, values: refusal.values, fieldErrors, ...(message ? { message } : {}) };
}

/** A form's success: where the browser goes next (303: a GET, so reloading it sends nothing again). */
export function seeOther(req: Request, res: Response, location: string): void {
  setRateLimitHeaders(res, req.state.client.quotas);
  res.redirect(303, location);
}
