import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.js';
import { demoApprovedResult } from '../support/sample-inputs.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);

async function signedIn(username: string) {
  const client = api();
  expect((await client.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return client;
}

const RESULT = `query Result($id: ID!, $token: String) {
  application(id: $id, token: $token) { id status approvedAmount approvedTerm approvedRate approvedPayment ownerEmail }
}`;

describe('query application(id, token)', () => {
  it('answers the result with the token', async () => {
    const res = await api().gql(RESULT, { id: '1', token: 'demo-approved' });
    expect(res.body).toEqual({
      data: {
        // GraphQL ids are strings.
        application: { ...demoApprovedResult, id: '1' },
      },
    });
  });

  it('is NOT_FOUND for a missing id, a wrong token, another application’s token and other clients', async () => {
    const client2 = await signedIn('client2');
    const lender = await signedIn('lender');
    const answers = [
      await api().gql(RESULT, { id: '424242' }),
      await api().gql(RESULT, { id: '1' }),
      await api().gql(RESULT, { id: '1', token: 'demo-declined' }),
      await client2.gql(RESULT, { id: '1' }),
      await lender.gql(RESULT, { id: '2' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
      expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } })]);
    }
  });

  it('is BAD_USER_INPUT for a malformed id', async () => {
    for (const id of ['abc', '0', '-4']) {
      const res = await api().gql(RESULT, { id, token: 'demo-approved' });
      expect(res.body.errors[0]).toMatchObject({ message: 'Invalid application ID', extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('gives the owner the details and the status history, oldest first', async () => {
    const client = await signedIn('client');
    const res = await client.gql(`{ application(id: "3") { status declineReason businessName statusHistory { fromStatus toStatus actor changedAt } } }`);
    const app = res.body.data.application;
    expect(app.status).toBe('declined');
    expect(app.declineReason).toMatch(/below the minimums/);
    expect(app.statusHistory.map((h: any) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'review'],
      ['review', 'declined'],
    ]);
    expect(Date.parse(app.statusHistory[0].changedAt)).toBeLessThan(Date.parse(app.statusHistory[1].changedAt));
  });
});

describe('query myApplications', () => {
  const MINE = '{ myApplications { id status requestedAmount } }';

  it("lists only the signed-in client's applications, newest first", async () => {
    const mine = (await (await signedIn('client')).gql(MINE)).body.data.myApplications;
    expect(mine.map((a: any) => a.id)).toEqual(['2', '1', '3']);
    const theirs = (await (await signedIn('client2')).gql(MINE)).body.data.myApplications;
    expect(theirs.map((a: any) => a.id).sort()).toEqual(['4', '6']);
  });

  it('needs a client', async () => {
    expect((await api().gql(MINE)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await (await signedIn('admin')).gql(MINE)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('mutation claimApplication', () => {
  const CLAIM = 'mutation Claim($id: ID!, $token: String!) { claimApplication(id: $id, token: $token) { id status } }';

  it('links an application found by its token, after registration, and it shows on the dashboard', async () => {
    const intake = await api().post(
      '/api/applications',
      {
        businessName: 'Quill & Ink Print Shop',
        contactName: 'Sam Ortiz',
        ownerEmail: 'sam@quill.example',
        phone: '555 010 9000',
        product: 'line-of-credit',
        requestedAmount: 30000,
        industry: 'retail',
        state: 'OR',
        monthsInBusiness: 40,
        monthlyRevenue: 25000,
        creditScore: 700,
      },
      { authorization: 'Bearer demo-integration-key' },
    );
    const { id, resultUrl } = intake.body;
    const token = new URL(resultUrl, server.url).searchParams.get('token')!;

    const sam = api();
    const reg = await sam.gql(
      'mutation R($input: RegisterInput!) { register(input: $input) { username } }',
      { input: { username: 'sam-ortiz', email: 'sam@quill.example', password: 'secret-1', confirmPassword: 'secret-1' } },
    );
    expect(reg.body.data.register.username).toBe('sam-ortiz');
    // Same e-mail, but no claim yet: nothing is linked.
    expect((await sam.gql('{ myApplications { id } }')).body.data.myApplications).toEqual([]);

    const wrong = await sam.gql(CLAIM, { id: String(id), token: 'demo-approved' });
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Application not found', extensions: { code: 'NOT_FOUND' } });

    const res = await sam.gql(CLAIM, { id: String(id), token });
    expect(res.body.data.claimApplication).toEqual({ id: String(id), status: 'review' });
    expect((await sam.gql('{ myApplications { id } }')).body.data.myApplications).toEqual([{ id: String(id) }]);
  });

  it('refuses other roles', async () => {
    const admin = await signedIn('admin');
    expect((await admin.gql(CLAIM, { id: '5', token: 'x' })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await api().gql(CLAIM, { id: '5', token: 'x' })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
