import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../graphql-server/src/modules/contact/contact.schemas.js';
import { CONTACT_RATE_LIMITED } from '../../graphql-server/src/modules/contact/contact.service.js';
import { postForm, standInWebBuild, submissionIn } from '../support/page-forms.js';
import { sampleContact } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 28 item 3, what every page form shares (graphql-server/src/http/page-forms/form-post.ts), seen through the
 * contact form: a browser's own post (no JavaScript) is handled by the contact service as GraphQL and REST call it;
 * a refusal renders the page again with the values and the messages under the status the REST layer gives; only
 * same-origin posts are taken (CSRF); the body is read strictly; the contact throttle holds under parallel posts.
 */

const PUBLIC_URL = 'https://netfund.example';
let server: TestServer;
let build: ReturnType<typeof standInWebBuild>;

beforeAll(async () => {
  build = standInWebBuild();
  server = await startTestServer({ webDistDir: build.dir });
  server.config.payments.publicUrl = PUBLIC_URL;
});
afterAll(async () => {
  await server?.stop();
  build?.remove();
});
afterEach(async () => {
  await server.sql('delete from form_throttles');
});

const storedMessages = async (email: string) =>
  Number((await server.sql('select count(*) from contact_messages where email = $1', [email]))[0]!.count);
const contactPost = (fields: Record<string, string>) => ({ _form: 'contact', ...sampleContact, ...fields });

describe('POST /support/contact (the contact form without JavaScript)', () => {
  it('stores the message through the contact service and sends the browser back to the page saying it was sent (303)', async () => {
    const response = await postForm(
      server,
      '/support/contact',
      contactPost({ email: 'no-js@example.com', phone: '', company: '' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/support/contact?sent=1');
    // The contact quota's fields, as the REST and GraphQL answers carry them.
    expect(response.headers.get('ratelimit-policy')).toContain('"contact-ip"');
    const [stored] = await server.sql(
      'select name, email, phone, company, topic, message from contact_messages where email = $1',
      ['no-js@example.com'],
    );
    expect(stored).toEqual({ ...sampleContact, email: 'no-js@example.com', phone: null, company: null });
  });

  it('renders the page again with what was typed and the messages of the service rules, 400, storing nothing', async () => {
    const response = await postForm(
      server,
      '/support/contact',
      contactPost({ name: 'R', email: 'not-an-email', topic: '', message: 'Too short' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>/support/contact</h1>');
    const submission = submissionIn(html);
    expect(submission).toEqual({
      form: 'contact',
      values: { ...sampleContact, name: 'R', email: 'not-an-email', topic: '', message: 'Too short' },
      fieldErrors: {
        name: CONTACT_MESSAGES.name,
        email: CONTACT_MESSAGES.email,
        topic: CONTACT_MESSAGES.topic,
        message: CONTACT_MESSAGES.messageShort,
      },
    });
    expect(html).toContain(`<p>${CONTACT_MESSAGES.messageShort}</p>`);
    expect(await storedMessages('not-an-email')).toBe(0);
  });

  it('refuses a field the form does not have, naming it, as every strict body does (400, nothing stored)', async () => {
    const response = await postForm(
      server,
      '/support/contact',
      contactPost({ email: 'unknown-field@example.com', role: 'admin' }),
    );
    expect(response.status).toBe(400);
    expect(submissionIn(await response.text())).toMatchObject({ form: 'contact', message: 'Unknown field: role' });
    expect(await storedMessages('unknown-field@example.com')).toBe(0);
    const proto = await postForm(
      server,
      '/support/contact',
      `${new URLSearchParams(contactPost({ email: 'proto@example.com' }))}&__proto__=x`,
    );
    expect(proto.status).toBe(400);
    expect(submissionIn(await proto.text())).toMatchObject({ message: 'Unknown field: __proto__' });
    expect(await storedMessages('proto@example.com')).toBe(0);
  });

  it('refuses a NUL character with the field named, and a malformed or surrogate %-encoding or a field sent twice as unreadable (400)', async () => {
    const nul = await postForm(
      server,
      '/support/contact',
      contactPost({ email: 'nul@example.com', name: 'Rosa\u0000Delgado' }),
    );
    expect(nul.status).toBe(400);
    const submission = submissionIn(await nul.text());
    expect(submission?.fieldErrors).toEqual({ name: 'Must not contain NUL characters (\\u0000)' });
    // Not shown again: the page never carries text that cannot be stored.
    expect(submission?.values.name).toBe('');

    const body = new URLSearchParams(contactPost({ email: 'bad-encoding@example.com' })).toString();
    for (const [broken, reason] of [
      [`${body}&company=%ED%A0%80`, 'malformed %-encoding'],
      [body.replace('name=Rosa', 'name=Ro%E2sa'), 'malformed %-encoding'],
      [`${body}&email=other@example.com`, 'twice'],
    ] as const) {
      const response = await postForm(server, '/support/contact', broken);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(reason);
    }
    expect(await storedMessages('bad-encoding@example.com')).toBe(0);
  });

  it('sends a refused post on with 303 (a GET) when its page now lives elsewhere, never a 307 that would post it again', async () => {
    const response = await postForm(
      server,
      '/support/contact?moved=1',
      contactPost({ email: 'moved@example.com', message: 'short' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/elsewhere');
  });

  it('refuses a form over the size limit with a plain 413 naming it, storing nothing', async () => {
    const response = await postForm(
      server,
      '/support/contact',
      contactPost({ email: 'too-large@example.com', message: 'x'.repeat(70_000) }),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('The form is too large to send (the limit is 64kb).');
    expect(await storedMessages('too-large@example.com')).toBe(0);
  });

  it('takes only urlencoded bodies (415) and only the forms the page has (400)', async () => {
    const json = await postForm(server, '/support/contact', JSON.stringify(contactPost({})), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    const other = await postForm(server, '/support/contact', {
      ...contactPost({ email: 'other-form@example.com' }),
      _form: 'sign-in',
    });
    expect(other.status).toBe(400);
    expect(await other.text()).toContain('This page has no form "sign-in"');
    expect(await storedMessages('other-form@example.com')).toBe(0);
  });
});

describe('CSRF: a form post is taken only from the site itself', () => {
  it.each([
    ['another site (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    [
      'a sibling subdomain (Sec-Fetch-Site: same-site)',
      { 'sec-fetch-site': 'same-site', origin: 'https://www.netfund.example' },
    ],
    ['a same-origin Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Sec-Fetch-Site and a foreign Origin', { 'sec-fetch-site': null, origin: 'https://evil.example' }],
    ['no Sec-Fetch-Site and no Origin', { 'sec-fetch-site': null, origin: null }],
    ['no Sec-Fetch-Site and Origin "null" (a sandboxed page)', { 'sec-fetch-site': null, origin: 'null' }],
  ])('refuses a post from %s: 403, nothing done', async (_case, headers) => {
    const email = `csrf-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await postForm(server, '/support/contact', contactPost({ email }), headers);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      'This form can only be sent from a NetFund page. Open the page and send it from there.',
    );
    expect(await storedMessages(email)).toBe(0);
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', {}],
    ['no Sec-Fetch-Site and the Origin the request reached', { 'sec-fetch-site': null }],
    ['no Sec-Fetch-Site and the PUBLIC_URL origin (behind a proxy)', { 'sec-fetch-site': null, origin: PUBLIC_URL }],
  ])('takes a post with %s', async (_case, headers) => {
    const email = `same-origin-${Math.random().toString(36).slice(2)}@example.com`;
    const response = await postForm(server, '/support/contact', contactPost({ email }), headers);
    expect(response.status).toBe(303);
    expect(await storedMessages(email)).toBe(1);
  });
});

describe('the contact throttle, posted as forms in parallel', () => {
  it('stores exactly the allowed number of messages from one sender; the rest get the page with the 429, its Retry-After and sentence', async () => {
    const maxPerEmail = 3;
    server.config.formThrottle = { ...server.config.formThrottle, maxPerEmail, maxPerIp: 1000 };
    const email = 'parallel-forms@example.com';
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => postForm(server, '/support/contact', contactPost({ email }))),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(maxPerEmail).fill(303), ...Array(8 - maxPerEmail).fill(429)]);
    expect(await storedMessages(email)).toBe(maxPerEmail);
    for (const refused of responses.filter((response) => response.status === 429)) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      const submission = submissionIn(await refused.text());
      expect(submission?.message).toMatch(new RegExp(`^${CONTACT_RATE_LIMITED} Please try again in \\d+ minutes?\\.$`));
      expect(submission?.values.email).toBe(email);
    }
  });
});
