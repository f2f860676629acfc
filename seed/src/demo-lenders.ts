import { callerOf, Role, WORKED_EXAMPLE_PROGRAMS, type Services, type UsState, type WorkedExampleProgram } from '../../graphql-server/src/index.js';

/**
 * BACKOFFICE §4.7 / §7: the five lenders of the worked example, each active with its program published from the
 * matching module's fixture and one demo user (password `demo-pass`). The demo user `lender` works for Cedar Growth.
 */
export const DEMO_LENDERS: readonly { key: WorkedExampleProgram['key']; legalName: string; user: { username: string; firstName: string; lastName: string }; statesLicensed?: UsState['code'][] }[] = [
  { key: 'A', legalName: 'Summit Capital LLC', user: { username: 'summit', firstName: 'Sam', lastName: 'Summit' } },
  { key: 'B', legalName: 'Harbor Funding LLC', user: { username: 'harbor', firstName: 'Hana', lastName: 'Harbor' } },
  { key: 'C', legalName: 'Cedar Growth Partners LLC', user: { username: 'lender', firstName: 'Logan', lastName: 'Lender' } },
  { key: 'D', legalName: 'Lone Star Bank, N.A.', user: { username: 'lonestar', firstName: 'Lupe', lastName: 'Starr' }, statesLicensed: ['TX', 'OK'] },
  { key: 'E', legalName: 'Pinnacle Business Lending Inc.', user: { username: 'pinnacle', firstName: 'Pia', lastName: 'Pinnacle' } },
];

/** Idempotent: a lender that exists (by legal name) is left as it is. Through the services, so all of it is audited. Returns what it created. */
export async function seedDemoLenders(services: Services, password: string): Promise<string[]> {
  const admin = await services.users.findByUsername('admin');
  if (!admin) return [];
  const caller = callerOf(admin);
  const created: string[] = [];
  for (const demo of DEMO_LENDERS) {
    const existing = await services.lenders.list({ filter: { search: demo.legalName } }, caller);
    if (existing.items.some((row) => row.legalName === demo.legalName)) continue;
    const example = WORKED_EXAMPLE_PROGRAMS.find((program) => program.key === demo.key)!;
    const lender = await services.lenders.create(
      {
        legalName: demo.legalName,
        displayName: example.lenderName,
        website: `https://${example.lenderName.toLowerCase().replace(/\s+/g, '')}.example`,
        contactName: `${demo.user.firstName} ${demo.user.lastName}`,
        contactEmail: `${demo.user.username}@netfund.example`,
        products: [example.criteria.product],
        statesLicensed: demo.statesLicensed ?? [],
        commissionBasis: 'pct_funded',
        commissionBps: 300,
        agreementSignedOn: '2026-10-01',
        dataTermsAccepted: true,
        // Demo data: no demo user has two-factor sign-in, so no demo lender requires it (issue 13; `demo-pass` keeps working).
        requires2fa: false,
      },
      caller,
    );
    // Demo users get the demo password (shorter than an invited user's 12 characters), so they are created, then assigned.
    const user =
      (await services.users.findByUsername(demo.user.username)) ??
      (await services.users.create({ ...demo.user, email: `${demo.user.username}@netfund.example`, role: Role.lender, password }));
    await services.lenderUsers.assignExistingUser(lender.id, user.id, caller);
    await services.lenders.activate(lender.id, lender.version, caller);
    const program = await services.programs.create({ lenderId: lender.id, name: example.programName, criteria: example.criteria }, caller);
    await services.programs.publish(program.id, program.version, caller);
    created.push(`${example.lenderName} (${example.programName}, user ${demo.user.username})`);
  }
  return created;
}
