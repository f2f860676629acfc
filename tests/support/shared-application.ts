import { expect } from 'vitest';
import { ApiClient } from './api-client.js';
import { sampleIntake } from './sample-inputs.js';
import type { TestServer } from './server.js';

const DEMO_KEY = { authorization: 'Bearer demo-integration-key' };
let sequence = 0;

/** Each active program's id by its lender's display name ("Cedar Growth" → "3"). */
export async function programsByLender(server: TestServer): Promise<Map<string, string>> {
  const rows = await server.sql<{ program_id: number; display_name: string }>(
    `select p.id as program_id, l.display_name from lender_program p join lender l on l.id = p.lender_id where p.status = 'active' order by p.id`,
  );
  return new Map(rows.map((row) => [row.display_name, String(row.program_id)]));
}

/**
 * A new application claimed by `owner` (the demo client) with Rosa's facts ($38,000 a month, $60,000 asked), put in
 * review and shared by `admin` with `lenders` (staff-recorded consent). Answers the application's id.
 */
export async function sharedApplication(
  server: TestServer,
  { admin, owner, programs, label = 'Offer Test' }: { admin: ApiClient; owner: ApiClient; programs: Map<string, string>; label?: string },
  ...lenders: string[]
): Promise<string> {
  sequence += 1;
  const res = await new ApiClient(server.url).post(
    '/api/applications',
    { ...sampleIntake, businessName: `${label} ${sequence} LLC`, ownerEmail: 'client@netfund.example', monthlyRevenue: 38_000, requestedAmount: 60_000 },
    DEMO_KEY,
  );
  expect(res.status).toBe(201);
  const id = String(res.body.id);
  const token = new URL(res.body.resultUrl, server.url).searchParams.get('token')!;
  expect((await owner.post(`/api/applications/${id}/claim`, { token })).status).toBe(200);
  await server.sql(`update businesses set monthly_revenue = 38000 where id = (select business_id from applications where id = $1)`, [id]);
  expect((await admin.gql(`mutation S($id: ID!) { startReview(id: $id, expectedVersion: 1) { id } }`, { id })).body.errors).toBeUndefined();
  const shared = await admin.gql(
    `mutation S($id: ID!, $programs: [ProgramChoiceInput!]!, $consent: ShareConsentInput!) { shareWithLenders(applicationId: $id, programs: $programs, consent: $consent) { openCount } }`,
    {
      id,
      programs: lenders.map((name) => ({ programId: programs.get(name)!, overrideReason: `${label} share` })),
      consent: { kind: 'staff_recorded', channel: 'phone', note: 'Client said yes on the phone' },
    },
  );
  expect(shared.body.errors).toBeUndefined();
  return id;
}
