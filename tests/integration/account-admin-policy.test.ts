import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../graphql-server/src/modules/account/totp.js';
import { ApiClient, firstGraphQLError } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * BACKOFFICE R5: with the platform setting "require two-factor for admins" on, an admin without it may use only their
 * own account (me, the account operations, sign-out) until it is set up; everything else answers FORBIDDEN "Set up
 * two-factor authentication to continue", on GraphQL and REST alike. Off in demo data.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const ME = `{ me { username twoFactorEnabled twoFactorSetupRequired } }`;
const SETTINGS = `{ platformSettings { supportEmail supportPhone postalAddress defaultOfferExpiryDays defaultLenderSlaHours requireAdminTwoFactor version } }`;
const UPDATE = `mutation U($input: PlatformSettingsInput!, $v: Int!) { updatePlatformSettings(input: $input, expectedVersion: $v) { requireAdminTwoFactor version } }`;
const SET_UP = { message: 'Set up two-factor authentication to continue', code: 'FORBIDDEN' };

async function signedIn(username: string): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  expect((await api.post('/api/login', { username, password: 'demo-pass' })).status).toBe(200);
  return api;
}

async function setRequirement(api: ApiClient, on: boolean): Promise<void> {
  const { version, ...current } = (await api.gql(SETTINGS)).body.data.platformSettings;
  const res = await api.gql(UPDATE, { input: { ...current, requireAdminTwoFactor: on }, v: version });
  expect(res.body.errors).toBeUndefined();
}

describe('require two-factor for admins', () => {
  it('is off in demo data: the admin works without two-factor', async () => {
    const admin = await signedIn('admin');
    expect((await admin.gql(ME)).body.data.me).toEqual({ username: 'admin', twoFactorEnabled: false, twoFactorSetupRequired: false });
    expect((await admin.gql(SETTINGS)).body.data.platformSettings.requireAdminTwoFactor).toBe(false);
  });

  it('once on, limits an admin without two-factor to their own account until it is set up; clients are not affected', async () => {
    const admin = await signedIn('admin');
    await setRequirement(admin, true);
    try {
      expect((await admin.gql(ME)).body.data.me.twoFactorSetupRequired).toBe(true);
      expect(firstGraphQLError(await admin.gql(SETTINGS))).toEqual(SET_UP);
      expect(firstGraphQLError(await admin.gql(`{ adminLenders { totalCount } }`))).toEqual(SET_UP);
      // REST: an admin-only file answers 403 with the same sentence.
      const rest = await admin.get('/api/furnishing/batches/1/file');
      expect(rest.status).toBe(403);
      expect(rest.body).toEqual({ message: SET_UP.message, code: 'FORBIDDEN' });
      // A client is not affected.
      const client = await signedIn('client');
      expect((await client.gql(ME)).body.data.me.twoFactorSetupRequired).toBe(false);
      expect((await client.gql(`{ myApplications { id } }`)).body.errors).toBeUndefined();

      // Account operations still work: sessions, sign-in history, sign-out-others, then enrolment.
      expect((await admin.gql(`{ mySessions { current } }`)).body.errors).toBeUndefined();
      expect((await admin.gql(`{ myRecentSignIns { success } }`)).body.errors).toBeUndefined();
      expect((await admin.post('/api/sessions/sign-out-others')).status).toBe(200);
      const { secret } = (await admin.gql(`mutation { startTwoFactorEnrolment { secret } }`)).body.data.startTwoFactorEnrolment;
      expect((await admin.gql(`mutation F($code: String!) { confirmTwoFactorEnrolment(code: $code) }`, { code: totpCode(secret, Date.now()) })).body.errors).toBeUndefined();

      expect((await admin.gql(ME)).body.data.me).toEqual({ username: 'admin', twoFactorEnabled: true, twoFactorSetupRequired: false });
      expect((await admin.gql(SETTINGS)).body.errors).toBeUndefined();
    } finally {
      await setRequirement(admin, false);
      await server.sql(`update users set totp_secret_enc = null, totp_pending_secret_enc = null, totp_enabled_at = null, totp_last_step = null where username = 'admin'`);
    }
    expect((await (await signedIn('admin')).gql(ME)).body.data.me.twoFactorSetupRequired).toBe(false);
  });
});
