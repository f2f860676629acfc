import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { sampleBusiness, sampleContact } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/* Issue 4 server parts: contact messages, credit applications, The NetFund Brief, robots/sitemap and HTTP 404s. */

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  // A web build of our own: the index page plus the route manifest the build writes.
  distDir = mkdtempSync(join(tmpdir(), 'netfund-marketing-dist-'));
  mkdirSync(distDir, { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>NetFund</title><div id="root"></div>');
  writeFileSync(
    join(distDir, 'routes.json'),
    JSON.stringify({
      routes: ['/', '/support/contact', '/support/faq', '/the-netfund-brief', '/the-netfund-brief/$id', '/admin/dashboard', '/auth'],
      public: ['/', '/auth', '/support/contact', '/support/faq', '/the-netfund-brief'],
    }),
  );
  server = await startTestServer({ webDistDir: distDir });
  server.config.formThrottle = { windowMinutes: 60, maxPerIp: 100, maxPerEmail: 2 };
});
afterAll(() => server?.stop());

const client = () => new ApiClient(server.url);

// Mixed case: the stored address is lower-cased.
const contact = { ...sampleContact, email: 'Rosa@Example.com' };
const business = sampleBusiness;

describe('contact messages', () => {
  it('stores a valid message (REST) with the e-mail lower-cased', async () => {
    const res = await client().post('/api/contact', contact);
    expect(res.status).toBe(201);
    const rows = await server.sql('select name, email, phone, company, topic, message from contact_messages where id = $1', [res.body.id]);
    expect(rows).toEqual([{ ...contact, email: 'rosa@example.com' }]);
  });

  it('refuses bad input with 400 and a message per field, storing nothing', async () => {
    const before = await server.sql('select count(*)::int as n from contact_messages');
    const res = await client().post('/api/contact', { name: '', email: 'not-an-email', topic: 'gossip', message: 'short', phone: '12' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      topic: 'Please choose a topic',
      message: 'Please tell us a little more (at least 20 characters)',
    });
    expect(await server.sql('select count(*)::int as n from contact_messages')).toEqual(before);
  });

  it('sends through GraphQL too, and rate-limits per e-mail address with 429 and Retry-After', async () => {
    const mutation = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { id createdAt } }`;
    const input = { ...contact, email: 'limited@example.com', topic: 'other' };
    const first = await client().gql(mutation, { input });
    expect(first.body.data.sendContactMessage.id).toMatch(/^\d+$/);
    expect((await client().post('/api/contact', input)).status).toBe(201);

    const third = await client().post('/api/contact', input);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('You have sent several messages in a short time. Please try again in 60 minutes.');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3000);
    const gql = await client().gql(mutation, { input });
    expect(gql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(await server.sql(`select count(*)::int as n from contact_messages where email = 'limited@example.com'`)).toEqual([{ n: 2 }]);
  });

  it('counts per address as well', async () => {
    server.config.formThrottle = { windowMinutes: 60, maxPerIp: 1, maxPerEmail: 100 };
    await server.sql('delete from form_throttles');
    expect((await client().post('/api/contact', { ...contact, email: 'a@example.com' })).status).toBe(201);
    expect((await client().post('/api/contact', { ...contact, email: 'b@example.com' })).status).toBe(429);
    server.config.formThrottle = { windowMinutes: 60, maxPerIp: 100, maxPerEmail: 100 };
    await server.sql('delete from form_throttles');
  });
});

describe('credit applications', () => {
  it('stores a NetBuilder application and answers with a reference', async () => {
    const res = await client().post('/api/credit-applications/netbuilder', { ...business, plan: 'growth' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ program: 'netbuilder', status: 'submitted', reference: `NB-${String(res.body.id).padStart(6, '0')}` });
    const [row] = await server.sql('select program, plan, ein, state, annual_revenue, requested_limit from credit_applications where id = $1', [res.body.id]);
    expect(row).toEqual({ program: 'netbuilder', plan: 'growth', ein: '12-3456789', state: 'TX', annual_revenue: 480000, requested_limit: null });
  });

  it('stores a Net30 application through GraphQL (in net30_application, the limit in cents)', async () => {
    const res = await client().gql(
      `mutation Apply($input: Net30ApplicationInput!) { applyForNet30(input: $input) { id reference program status } }`,
      { input: { ...business, requestedLimit: 5000, duns: '123456789', intendedUse: 'Packaging, pallets and shipping supplies.' } },
    );
    const receipt = res.body.data.applyForNet30;
    expect(receipt).toMatchObject({ program: 'net30', status: 'submitted', reference: expect.stringMatching(/^N30-\d{6}$/) });
    const [row] = await server.sql('select status, requested_limit, duns, ein from net30_application where id = $1', [Number(receipt.id)]);
    expect(row).toEqual({ status: 'submitted', requested_limit: '500000', duns: '123456789', ein: '12-3456789' });
    expect(await server.sql(`select count(*)::int as n from credit_applications where program = 'net30'`)).toEqual([{ n: 0 }]);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = await server.sql('select (select count(*) from credit_applications)::int as n, (select count(*) from net30_application)::int as net30');
    const res = await client().post('/api/credit-applications/net30', {
      ...business,
      ein: '12-34',
      state: 'ZZ',
      businessStartYear: 3000,
      agreeToTerms: false,
      requestedLimit: 100,
      intendedUse: 'stuff',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      ein: 'An EIN has 9 digits, e.g. 12-3456789',
      state: 'Please choose the state your business is registered in',
      businessStartYear: 'Please enter the year your business started',
      agreeToTerms: 'Please accept the terms to continue',
      requestedLimit: 'Requested credit limit must be between $500 and $50,000',
      intendedUse: 'Please tell us what you plan to buy (at least 10 characters)',
    });
    const missingPlan = await client().post('/api/credit-applications/netbuilder', business);
    expect(missingPlan.status).toBe(400);
    expect(missingPlan.body.errors.plan).toBe('Please choose a plan');
    expect(await server.sql('select (select count(*) from credit_applications)::int as n, (select count(*) from net30_application)::int as net30')).toEqual(before);
  });
});

describe('The NetFund Brief', () => {
  it('lists the seeded articles newest first, one page at a time', async () => {
    const query = `query Articles($page: Int, $pageSize: Int) { articles(page: $page, pageSize: $pageSize) { total page pageCount items { id title excerpt category readingMinutes publishedAt coverImageUrl } } }`;
    const first = (await client().gql(query, { page: 1, pageSize: 6 })).body.data.articles;
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.items).toHaveLength(6);
    const dates = first.items.map((item: { publishedAt: string }) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items[0]).toMatchObject({ title: 'How Lenders Read Your Business Bank Statements', category: 'Funding Basics' });
    const second = (await client().gql(query, { page: 2, pageSize: 6 })).body.data.articles;
    expect(second.items.length).toBe(first.total - 6);

    const rest = await client().get('/api/articles?page=2&pageSize=6');
    expect(rest.body.items.map((item: { id: number }) => String(item.id))).toEqual(second.items.map((item: { id: string }) => item.id));
    expect(rest.body.items[0].body).toBeUndefined();
  });

  it('refuses a bad page with 400', async () => {
    expect((await client().get('/api/articles?page=0')).status).toBe(400);
    expect((await client().get('/api/articles?pageSize=500')).body.message).toBe('Page size must be a whole number from 1 to 24');
    const gql = await client().gql('{ articles(page: -1) { total } }');
    expect(gql.body.errors[0]).toMatchObject({ message: 'Page must be a whole number of 1 or more', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('reads one article; unknown ids and drafts are not found', async () => {
    const id = (await server.sql<{ id: number }>(`select id from articles where slug = 'dscr-loans-explained'`))[0]!.id;
    const res = await client().gql('query ($id: ID!) { article(id: $id) { title body readingMinutes } }', { id: String(id) });
    expect(res.body.data.article.title).toBe('DSCR Loans Explained: Qualifying on Rent, Not Your Paycheck');
    expect(res.body.data.article.body).toContain('## The ratio in one line');

    await server.sql(`update articles set status = 'draft' where id = $1`, [id]);
    expect((await client().gql('query ($id: ID!) { article(id: $id) { title } }', { id: String(id) })).body.data.article).toBeNull();
    expect((await client().get(`/api/articles/${id}`)).status).toBe(404);
    expect((await client().get('/api/articles/abc')).status).toBe(404);
    await server.sql(`update articles set status = 'published' where id = $1`, [id]);
  });
});

describe('SEO and HTTP 404', () => {
  it('serves robots.txt and a sitemap with the public pages and every published article', async () => {
    const robots = await client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /admin/');
    expect(robots.text).toContain(`Sitemap: ${server.url}/sitemap.xml`);

    const sitemap = await client().get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/application\/xml/);
    expect(sitemap.text).toContain(`<loc>${server.url}/support/contact</loc>`);
    expect(sitemap.text).not.toContain('/auth<');
    expect(sitemap.text).not.toContain('/admin');
    const slugs = (await server.sql<{ slug: string }>(`select slug from articles where status = 'published' and not noindex`)).map((row) => row.slug);
    expect(sitemap.text.match(/\/the-netfund-brief\/[a-z0-9-]+<\/loc>/g)).toHaveLength(slugs.length);
    for (const slug of slugs) expect(sitemap.text).toContain(`/the-netfund-brief/${slug}</loc>`);
  });

  it('answers 200 for known routes and 404 (still the app) for unknown paths and unknown articles', async () => {
    const html = { accept: 'text/html' };
    const { slug } = (await server.sql<{ slug: string }>(`select slug from articles where status = 'published' order by id limit 1`))[0]!;
    for (const path of ['/', '/support/contact', '/support/faq/', '/the-netfund-brief', `/the-netfund-brief/${slug}`, '/admin/dashboard']) {
      expect((await client().get(path, html)).status, path).toBe(200);
    }
    for (const path of ['/nope', '/support/contact/extra', '/the-netfund-brief/999999', '/the-netfund-brief/abc']) {
      const res = await client().get(path, html);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<div id="root">');
    }
  });
});
