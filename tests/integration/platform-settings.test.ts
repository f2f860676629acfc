import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORM_SETTINGS_CACHE_MS, storedPlatformSettings } from '../../graphql-server/src/modules/platform-settings/platform-settings.service.js';
import { ApiClient } from '../support/api-client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { programsByLender, sharedApplication } from '../support/shared-application.js';

/** Issue 13 item 12: R5 *Platform* settings — admins only, validated, versioned, audited, and in force elsewhere. */
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server?.stop());

const api = () => new ApiClient(server.url);

async function signedIn(username: string, password = 'demo-pass') {
  const client = api();
  expect((await client.post('/api/login', { username, password })).status).toBe(200);
  return client;
}

const FIELDS = 'supportEmail supportPhone postalAddress defaultOfferExpiryDays defaultLenderSlaHours requireAdminTwoFactor version updatedAt updatedByName';
const READ = `{ platformSettings { ${FIELDS} } }`;
const UPDATE = `mutation U($input: PlatformSettingsInput!, $v: Int!) { updatePlatformSettings(input: $input, expectedVersion: $v) { ${FIELDS} } }`;
const CONTACT = '{ contactDetails { supportEmail supportPhone postalAddress } }';

type Settings = { supportEmail: string; supportPhone: string; postalAddress: string; defaultOfferExpiryDays: number; defaultLenderSlaHours: number; requireAdminTwoFactor: boolean; version: number };

async function current(): Promise<Settings> {
  const res = await admin.gql(READ);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.platformSettings;
}

function inputOf(settings: Settings, changes: Partial<Settings> = {}) {
  const { supportEmail, supportPhone, postalAddress, defaultOfferExpiryDays, defaultLenderSlaHours, requireAdminTwoFactor } = { ...settings, ...changes };
  return { supportEmail, supportPhone, postalAddress, defaultOfferExpiryDays, defaultLenderSlaHours, requireAdminTwoFactor };
}

async function save(changes: Partial<Settings>, as: ApiClient = admin) {
  const before = await current();
  return as.gql(UPDATE, { input: inputOf(before, changes), v: before.version });
}

const settingEvents = () =>
  server.sql<{ actor_name: string; before: Record<string, unknown>; after: Record<string, unknown>; summary: string }>(
    `select actor_name, "before", "after", summary from audit_event where action = 'setting.changed' and entity_type = 'platform_settings' order by seq`,
  );

describe('platform settings', () => {
  it("start from today's values: the configuration's contact details, 7-day offers, 8-hour SLA, two-factor not required", async () => {
    const settings = await current();
    expect(settings).toMatchObject({
      supportEmail: server.config.contact.supportEmail,
      supportPhone: server.config.contact.supportPhone,
      postalAddress: server.config.contact.postalAddress,
      defaultOfferExpiryDays: 7,
      defaultLenderSlaHours: 8,
      requireAdminTwoFactor: false,
      version: 1,
      updatedByName: null,
    });
    const publicContact = await api().gql(CONTACT);
    expect(publicContact.body.data.contactDetails).toEqual({
      supportEmail: server.config.contact.supportEmail,
      supportPhone: server.config.contact.supportPhone,
      postalAddress: server.config.contact.postalAddress,
    });
  });

  it('are for admins only: clients and lenders are FORBIDDEN, signed-out callers UNAUTHENTICATED, nothing changes', async () => {
    const before = await current();
    for (const username of ['client', 'lender']) {
      const user = await signedIn(username);
      const read = await user.gql(READ);
      expect(read.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const write = await user.gql(UPDATE, { input: inputOf(before, { defaultOfferExpiryDays: 9 }), v: before.version });
      expect(write.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const anonymous = await api().gql(UPDATE, { input: inputOf(before, { defaultOfferExpiryDays: 9 }), v: before.version });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await current()).toEqual(before);
  });

  it('refuse bad input with a message per field and change nothing', async () => {
    const before = await current();
    const events = (await settingEvents()).length;
    const res = await save({ supportEmail: 'not-an-email', supportPhone: 'call me', postalAddress: ' ', defaultOfferExpiryDays: 31, defaultLenderSlaHours: 0 });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fieldErrors).toEqual({
      supportEmail: 'Please enter a valid email',
      supportPhone: 'Please enter a valid phone number',
      postalAddress: 'Enter a postal address of at most 200 characters',
      defaultOfferExpiryDays: 'Default offer expiry must be 1 to 30 days',
      defaultLenderSlaHours: 'Default lender SLA must be 1 to 72 hours',
    });
    const tooLong = await save({ defaultOfferExpiryDays: 0, defaultLenderSlaHours: 73, postalAddress: 'x'.repeat(201) });
    expect(tooLong.body.errors[0].extensions.fieldErrors).toEqual({
      postalAddress: 'Enter a postal address of at most 200 characters',
      defaultOfferExpiryDays: 'Default offer expiry must be 1 to 30 days',
      defaultLenderSlaHours: 'Default lender SLA must be 1 to 72 hours',
    });
    expect(await current()).toEqual(before);
    expect(await settingEvents()).toHaveLength(events);
  });

  it('audit each change as setting.changed with only the changed fields, before and after, and move the version', async () => {
    const before = await current();
    const events = (await settingEvents()).length;
    const res = await save({ defaultOfferExpiryDays: 10, supportPhone: '(555) 010-9999' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updatePlatformSettings).toMatchObject({ defaultOfferExpiryDays: 10, supportPhone: '(555) 010-9999', version: before.version + 1, updatedByName: 'admin' });
    const all = await settingEvents();
    expect(all).toHaveLength(events + 1);
    expect(all.at(-1)).toMatchObject({
      actor_name: 'admin',
      before: { defaultOfferExpiryDays: before.defaultOfferExpiryDays, supportPhone: before.supportPhone },
      after: { defaultOfferExpiryDays: 10, supportPhone: '(555) 010-9999' },
    });
    expect(Object.keys(all.at(-1)!.after).sort()).toEqual(['defaultOfferExpiryDays', 'supportPhone']);

    // Saving what is already in force is no change: no new version, no event.
    const same = await save({});
    expect(same.body.data.updatePlatformSettings.version).toBe(before.version + 1);
    expect(await settingEvents()).toHaveLength(events + 1);
  });

  it('answer a stale version with 409 naming who changed them and when, and keep the newer values', async () => {
    const stale = await current();
    expect((await save({ defaultLenderSlaHours: 12 })).body.errors).toBeUndefined();
    const res = await admin.gql(UPDATE, { input: inputOf(stale, { defaultLenderSlaHours: 24 }), v: stale.version });
    expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(res.body.errors[0].message).toMatch(/^This record was changed by admin at .+\. Reload to see the latest\.$/);
    expect((await current()).defaultLenderSlaHours).toBe(12);
  });

  it('let one of two parallel saves with the same version win; the other gets the 409', async () => {
    const before = await current();
    const events = (await settingEvents()).length;
    const results = await Promise.all(
      [3, 4].map((days) => admin.gql(UPDATE, { input: inputOf(before, { defaultOfferExpiryDays: days }), v: before.version })),
    );
    const codes = results.map((res) => res.body.errors?.[0]?.extensions.code ?? 'OK').sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const winner = results.find((res) => !res.body.errors)!.body.data.updatePlatformSettings;
    const after = await current();
    expect(after).toMatchObject({ version: before.version + 1, defaultOfferExpiryDays: winner.defaultOfferExpiryDays });
    expect(await settingEvents()).toHaveLength(events + 1);
  });
});

describe('the settings in force elsewhere', () => {
  const DAY_MS = 86_400_000;
  const TERMS = { product: 'revenue-based-financing', amountCents: 5_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily' };

  it('a lender onboarded without an SLA gets the default SLA hours, and its invitation names the support address in force', async () => {
    expect((await save({ defaultLenderSlaHours: 30, supportEmail: 'help@netfund-new.example' })).body.errors).toBeUndefined();
    const created = await admin.gql(`mutation C($input: CreateLenderInput!) { createLender(input: $input) { id slaHours } }`, {
      input: {
        legalName: 'Settings Capital LLC',
        displayName: 'Settings Capital',
        contactName: 'Dana Contact',
        contactEmail: 'contact@settings.example',
        products: ['revenue-based-financing'],
        statesLicensed: ['TX'],
        commissionBasis: 'pct_funded',
        commissionBps: 250,
        inviteEmails: ['invitee@settings.example'],
      },
    });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createLender.slaHours).toBe(30);
    const [mail] = await server.sql<{ text_body: string; html_body: string }>(
      `select text_body, html_body from email_outbox where to_address = 'invitee@settings.example' order by id desc limit 1`,
    );
    expect(mail!.text_body).toContain('help@netfund-new.example');
    expect(mail!.html_body).toContain('mailto:help@netfund-new.example');
    expect(mail!.text_body).not.toContain(server.config.contact.supportEmail);
    expect((await api().gql(CONTACT)).body.data.contactDetails.supportEmail).toBe('help@netfund-new.example');
  });

  it('an offer sent without an expiry expires after the default offer expiry days', async () => {
    expect((await save({ defaultOfferExpiryDays: 12 })).body.errors).toBeUndefined();
    // The offer forms start from it (lenders and admins; clients may not ask).
    const OFFER_DEFAULTS = '{ offerDefaults { expiresInDays } }';
    expect((await admin.gql(OFFER_DEFAULTS)).body.data.offerDefaults).toEqual({ expiresInDays: 12 });
    expect((await (await signedIn('client')).gql(OFFER_DEFAULTS)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    // The demo lender's users sign in without two-factor here (what this test is about is the offer's expiry).
    await server.sql(`update lender set requires2fa = false where display_name = 'Cedar Growth'`);
    const [client, cedar] = await Promise.all([signedIn('client'), signedIn('lender')]);
    const applicationId = await sharedApplication(server, { admin, owner: client, programs: await programsByLender(server), label: 'Expiry' }, 'Cedar Growth');
    await cedar.gql(`mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`, { id: applicationId });
    const made = await cedar.gql(`mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id } }`, { id: applicationId, terms: TERMS });
    expect(made.body.errors).toBeUndefined();
    expect((await cedar.gql('{ offerDefaults { expiresInDays } }')).body.data.offerDefaults).toEqual({ expiresInDays: 12 });
    const [offer] = await server.sql<{ created_at: Date; expires_at: Date }>(`select created_at, expires_at from offer where id = $1`, [made.body.data.makeOffer.id]);
    const days = (offer!.expires_at.getTime() - offer!.created_at.getTime()) / DAY_MS;
    expect(days).toBeCloseTo(12, 3);
  });

  // The offer's transaction locks its application; reading the settings on another pooled connection meanwhile is
  // what the transaction guard fails (a fresh `npm start` did, one start in four, when its seed's copy had expired).
  it("an offer made when this process's copy of the settings has expired reads them in its own transaction", async () => {
    expect((await save({ defaultOfferExpiryDays: 11 })).body.errors).toBeUndefined();
    await server.sql(`update lender set requires2fa = false where display_name = 'Cedar Growth'`);
    const [client, cedar] = await Promise.all([signedIn('client'), signedIn('lender')]);
    const applicationId = await sharedApplication(server, { admin, owner: client, programs: await programsByLender(server), label: 'Stale copy' }, 'Cedar Growth');
    await cedar.gql(`mutation O($id: ID!) { openLenderFile(applicationId: $id) { card { status } } }`, { id: applicationId });
    // The clock moves past the copy the save above left, so the offer is the first to read the settings again.
    const realNow = Date.now.bind(Date);
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + PLATFORM_SETTINGS_CACHE_MS + 1_000);
    try {
      const made = await cedar.gql(`mutation M($id: ID!, $terms: OfferTermsInput!) { makeOffer(applicationId: $id, terms: $terms) { id } }`, { id: applicationId, terms: TERMS });
      expect(made.body.errors).toBeUndefined();
      const [offer] = await server.sql<{ created_at: Date; expires_at: Date }>(`select created_at, expires_at from offer where id = $1`, [made.body.data.makeOffer.id]);
      expect((offer!.expires_at.getTime() - offer!.created_at.getTime()) / DAY_MS).toBeCloseTo(11, 3);
    } finally {
      clock.mockRestore();
    }
  });

  it("another instance's change is in force here within the cache's few seconds", async () => {
    const em = server.db.orm.em.fork();
    const t0 = Date.now() + 60_000; // past any copy the requests above left
    const before = await storedPlatformSettings(em, t0);
    // Another instance saves: the row changes under this process's copy.
    await server.sql(`update platform_settings set require_admin_two_factor = not require_admin_two_factor, version = version + 1`);
    expect((await storedPlatformSettings(em, t0 + PLATFORM_SETTINGS_CACHE_MS - 1)).requireAdminTwoFactor).toBe(before.requireAdminTwoFactor);
    const later = await storedPlatformSettings(em, t0 + PLATFORM_SETTINGS_CACHE_MS);
    expect(later.requireAdminTwoFactor).toBe(!before.requireAdminTwoFactor);
    expect(later.version).toBe(before.version + 1);
    expect(PLATFORM_SETTINGS_CACHE_MS).toBeLessThanOrEqual(10_000);
  });
});
