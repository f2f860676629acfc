import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, firstGraphQLError, signedInClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { programsByLender, sharedApplication } from '../support/shared-application.js';

/**
 * R20's file drawer: the timeline of the lender's own actions on a file — its users' opens and downloads (the access
 * log) and what they did (offers, declines, funding) — never another lender's, never NetFund's internal notes.
 */
let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let cedar: ApiClient;
let harbor: ApiClient;
let programs: Map<string, string>;

const TIMELINE = `query T($id: ID!) { lenderFileTimeline(applicationId: $id) { at actorName text } }`;
const OPEN = `mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`;
const MAKE = `mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id version } }`;
const WITHDRAW = `mutation W($id: ID!, $v: Int!) { withdrawOffer(offerId: $id, expectedVersion: $v, reason: "Capacity this month") { id } }`;
const TERMS = { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 13_000, termMonths: 6, frequency: 'daily' };

beforeAll(async () => {
  server = await startTestServer();
  [admin, client, cedar, harbor] = (await Promise.all(['admin', 'client', 'lender', 'harbor'].map((name) => signedInClient(server.url, name)))) as [ApiClient, ApiClient, ApiClient, ApiClient];
  programs = await programsByLender(server);
});
afterAll(() => server?.stop());

const texts = async (lender: ApiClient, id: string) => {
  const res = await lender.gql(TIMELINE, { id });
  expect(res.body.errors).toBeUndefined();
  return (res.body.data.lenderFileTimeline as { text: string; actorName: string }[]).map((entry) => `${entry.actorName}: ${entry.text}`);
};

describe('lenderFileTimeline', () => {
  it("lists the lender's own actions on the file, newest first, and nothing of another lender's", async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Timeline' }, 'Cedar Growth', 'Harbor Funding');
    expect(await texts(cedar, id)).toEqual([]);
    expect((await cedar.gql(OPEN, { id })).body.errors).toBeUndefined();
    const made = (await cedar.gql(MAKE, { id, terms: TERMS })).body.data.makeOffer;
    expect((await cedar.gql(WITHDRAW, { id: made.id, v: made.version })).body.errors).toBeUndefined();
    expect((await harbor.gql(OPEN, { id })).body.errors).toBeUndefined();
    expect((await harbor.gql(MAKE, { id, terms: { ...TERMS, factorE4: 13_500 } })).body.errors).toBeUndefined();

    const cedarTimeline = await texts(cedar, id);
    expect(cedarTimeline).toHaveLength(3);
    expect(cedarTimeline[0]).toMatch(/^Logan Lender: Withdrew the offer of \$50,000\.00: Capacity this month$/);
    expect(cedarTimeline[1]).toMatch(/^Logan Lender: Made an offer of \$50,000\.00/);
    expect(cedarTimeline[2]).toBe('Logan Lender: Opened the file');
    expect((await texts(harbor, id)).join('\n')).not.toMatch(/Logan|Withdrew/);
    expect(await texts(harbor, id)).toHaveLength(2);
  });

  it("gives NetFund's R13 timeline every lender read of the file (the access log), admins only", async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Timeline' }, 'Cedar Growth', 'Harbor Funding');
    expect((await cedar.gql(OPEN, { id })).body.errors).toBeUndefined();
    expect((await harbor.gql(OPEN, { id })).body.errors).toBeUndefined();
    const LOG = `query L($id: ID!) { applicationSubmissions(applicationId: $id) { applicationId accessLog { lenderName userName action text } } }`;
    const res = await admin.gql(LOG, { id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.applicationSubmissions.accessLog).toEqual([
      expect.objectContaining({ lenderName: 'Harbor Funding', userName: 'harbor', action: 'open_file' }),
      expect.objectContaining({ lenderName: 'Cedar Growth', userName: 'lender', action: 'open_file' }),
    ]);
    expect(firstGraphQLError(await cedar.gql(LOG, { id }))?.code).toBe('FORBIDDEN');
  });

  it('answers "Application not found" to a lender that never had the file, and refuses clients and visitors', async () => {
    const id = await sharedApplication(server, { admin, owner: client, programs, label: 'Timeline' }, 'Cedar Growth');
    expect(firstGraphQLError(await harbor.gql(TIMELINE, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Application not found' });
    expect(firstGraphQLError(await harbor.gql(TIMELINE, { id: 'abc' }))).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid application ID' });
    expect(firstGraphQLError(await client.gql(TIMELINE, { id }))?.code).toBe('FORBIDDEN');
    expect(firstGraphQLError(await new ApiClient(server.url).gql(TIMELINE, { id }))?.code).toBe('UNAUTHENTICATED');
  });
});
