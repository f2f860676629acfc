import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashAccessToken } from '../../graphql-server/src/modules/applications/application.service.js';
import { APPLICATION_MESSAGES } from '../../graphql-server/src/modules/credit-applications/credit-applications.schemas.js';
import { APPLICATIONS_RATE_LIMITED } from '../../graphql-server/src/modules/credit-applications/credit-applications.service.js';
import { NET30_MESSAGES } from '../../graphql-server/src/modules/net30-applications/net30-applications.schemas.js';
import { NET30_DUPLICATE } from '../../graphql-server/src/modules/net30-applications/net30-applications.service.js';
import { postForm, setCookies, standInWebBuild, submissionIn } from '../support/page-forms.js';
import { sampleBusiness } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * Issue 28 item 3, the NetBuilder and Net30 applications as plain HTML posts (graphql-server/src/http/page-forms/
 * applications.ts): the services GraphQL and REST call (their rules, the form quota, one open Net30 application per
 * EIN, the audit record and the e-mail), a 303 to the page showing the receipt, or the page again with the messages.
 */

let server: TestServer;
let build: ReturnType<typeof standInWebBuild>;

beforeAll(async () => {
  build = standInWebBuild();
  server = await startTestServer({ webDistDir: build.dir });
});
afterAll(async () => {
  await server?.stop();
  build?.remove();
});
afterEach(async () => {
  await server.sql('delete from form_throttles');
});

/** The business fields as a browser sends them: text, and the ticked consent checkbox as "on". */
function business(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  const { agreeToTerms: _ticked, ...fields } = sampleBusiness;
  return {
    ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
    email,
    agreeToTerms: 'on',
    ...overrides,
  };
}

let einSequence = 0;
const nextEin = () => `77-${String(++einSequence).padStart(7, '0')}`;

const netBuilder = (fields: Record<string, string>, headers: Record<string, string | null> = {}) =>
  postForm(server, '/business-credit-builder/apply', { _form: 'netbuilder', ...fields }, headers);
const net30 = (fields: Record<string, string>, headers: Record<string, string | null> = {}) =>
  postForm(server, '/net30/apply', { _form: 'net30', ...fields }, headers);
const net30Fields = (email: string, overrides: Record<string, string> = {}) =>
  business(email, {
    ein: nextEin(),
    requestedLimit: '5000',
    duns: '',
    intendedUse: 'Packaging and shipping supplies',
    ...overrides,
  });

describe('POST /business-credit-builder/apply', () => {
  it('stores the application and lands on the page with its reference and plan (303)', async () => {
    const response = await netBuilder({
      ...business('nb-no-js@example.com', { website: '', ein: '' }),
      plan: 'growth',
    });
    expect(response.status).toBe(303);
    const [stored] = await server.sql<{ id: number; plan: string; ein: string | null; website: string | null }>(
      `select id, plan, ein, website from credit_applications where email = 'nb-no-js@example.com'`,
    );
    expect(stored).toMatchObject({ plan: 'growth', ein: null, website: null });
    const reference = `NB-${String(stored!.id).padStart(6, '0')}`;
    expect(response.headers.get('location')).toBe(`/business-credit-builder/apply?reference=${reference}&plan=growth`);
  });

  it('renders the page again with the values and the rules\u2019 messages (400); an unticked consent is not sent at all', async () => {
    const { agreeToTerms: _unticked, ...fields } = business('nb-refused@example.com', {
      phone: '12',
      annualRevenue: 'lots',
    });
    const response = await netBuilder({ ...fields, plan: '' });
    expect(response.status).toBe(400);
    const submission = submissionIn(await response.text());
    expect(submission).toMatchObject({ form: 'netbuilder', values: { phone: '12', annualRevenue: 'lots', plan: '' } });
    expect(submission?.values.agreeToTerms).toBeUndefined();
    expect(submission?.fieldErrors).toEqual({
      phone: APPLICATION_MESSAGES.phone,
      annualRevenue: APPLICATION_MESSAGES.annualRevenue,
      agreeToTerms: APPLICATION_MESSAGES.agreeToTerms,
      plan: APPLICATION_MESSAGES.plan,
    });
    expect(submission?.message).toBeUndefined();
    expect(await server.sql(`select id from credit_applications where email = 'nb-refused@example.com'`)).toEqual([]);
  });

  it('refuses a cross-site post (403), storing nothing', async () => {
    const response = await netBuilder(
      { ...business('nb-csrf@example.com'), plan: 'growth' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await server.sql(`select id from credit_applications where email = 'nb-csrf@example.com'`)).toEqual([]);
  });
});

describe('POST /net30/apply', () => {
  it('stores a signed-out application and lands on the page with its reference and the claim link\u2019s token (303)', async () => {
    const response = await net30(
      net30Fields('n30-no-js@example.com', {
        'tradeReferences.0.company': 'Acme Paper',
        'tradeReferences.0.contact': 'Pat Paper',
        'tradeReferences.0.phoneOrEmail': 'pat@acme.example',
      }),
    );
    expect(response.status).toBe(303);
    const [stored] = await server.sql<{
      id: number;
      requested_limit: string;
      trade_references: unknown;
      access_token_hash: string;
    }>(
      `select id, requested_limit, trade_references, access_token_hash from net30_application where email = 'n30-no-js@example.com'`,
    );
    expect(Number(stored!.requested_limit)).toBe(500_000);
    expect(stored!.trade_references).toEqual([
      { company: 'Acme Paper', contact: 'Pat Paper', phoneOrEmail: 'pat@acme.example' },
    ]);
    const location = new URL(response.headers.get('location')!, server.url);
    expect(location.pathname).toBe('/net30/apply');
    expect(location.searchParams.get('reference')).toBe(`N30-${String(stored!.id).padStart(6, '0')}`);
    // The claim link's token: the one whose hash the application keeps.
    expect(hashAccessToken(location.searchParams.get('token')!)).toBe(stored!.access_token_hash);
  });

  it('refuses a second open application for the same EIN (409) with the service\u2019s message, and trade-reference messages under their fields (400)', async () => {
    const ein = nextEin();
    expect((await net30(net30Fields('n30-first@example.com', { ein }))).status).toBe(303);
    const duplicate = await net30(net30Fields('n30-second@example.com', { ein }));
    expect(duplicate.status).toBe(409);
    expect(submissionIn(await duplicate.text())).toMatchObject({
      form: 'net30',
      message: NET30_DUPLICATE,
      values: { ein },
    });

    const reference = await net30(
      net30Fields('n30-reference@example.com', {
        'tradeReferences.0.company': '',
        'tradeReferences.0.contact': 'Pat',
        'tradeReferences.0.phoneOrEmail': 'pat@acme.example',
      }),
    );
    expect(reference.status).toBe(400);
    expect(submissionIn(await reference.text())?.fieldErrors).toEqual({
      'tradeReferences.0.company': NET30_MESSAGES.referenceCompany,
    });
  });

  it('adds and removes trade reference rows for a browser without JavaScript: the same form again (200), nothing stored', async () => {
    const fields = net30Fields('n30-rows@example.com', {
      'tradeReferences.0.company': 'Acme Paper',
      'tradeReferences.0.contact': 'Pat',
      'tradeReferences.0.phoneOrEmail': 'pat@acme.example',
    });
    const added = await net30({ ...fields, addReference: '1' });
    expect(added.status).toBe(200);
    const rows = submissionIn(await added.text());
    expect(rows).toMatchObject({ form: 'net30', fieldErrors: {} });
    expect(rows?.values).toMatchObject({
      'tradeReferences.0.company': 'Acme Paper',
      'tradeReferences.1.company': '',
      'tradeReferences.1.contact': '',
    });
    expect(rows?.values.addReference).toBeUndefined();

    const removed = await net30({
      ...fields,
      'tradeReferences.1.company': 'Second Co',
      'tradeReferences.1.contact': 'Sam',
      'tradeReferences.1.phoneOrEmail': 'x@y.example',
      removeReference: '0',
    });
    expect(removed.status).toBe(200);
    const left = submissionIn(await removed.text())?.values ?? {};
    expect(Object.keys(left).filter((key) => key.startsWith('tradeReferences.'))).toEqual([
      'tradeReferences.0.company',
      'tradeReferences.0.contact',
      'tradeReferences.0.phoneOrEmail',
    ]);
    expect(left['tradeReferences.0.company']).toBe('Second Co');
    expect(await server.sql(`select id from net30_application where email = 'n30-rows@example.com'`)).toEqual([]);
  });

  it('holds to the application quota under parallel posts: exactly the allowed number are stored, the rest get the page with the 429', async () => {
    server.config.formThrottle = { ...server.config.formThrottle, maxPerEmail: 2, maxPerIp: 1000 };
    const email = 'n30-parallel@example.com';
    const responses = await Promise.all(Array.from({ length: 6 }, () => net30(net30Fields(email))));
    expect(responses.map((response) => response.status).sort()).toEqual([303, 303, 429, 429, 429, 429]);
    expect(await server.sql(`select id from net30_application where email = $1`, [email])).toHaveLength(2);
    for (const refused of responses.filter((response) => response.status === 429)) {
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(submissionIn(await refused.text())?.message).toMatch(
        new RegExp(`^${APPLICATIONS_RATE_LIMITED} Please try again in \\d+ minutes?\\.$`),
      );
    }
    expect(
      responses.every((response) => !setCookies(response).some((cookie) => cookie.startsWith('netfund_session='))),
    ).toBe(true);
  });
});
