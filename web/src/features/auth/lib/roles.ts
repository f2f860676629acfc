import type { Role } from '../../../generated/graphql';

/** SPEC §6: the header's dashboard link per role. */
export const dashboardLinkByRole = {
  admin: { label: 'Admin Dashboard', to: '/admin/dashboard' },
  client: { label: 'My Dashboard', to: '/client/dashboard' },
  lender: { label: 'Lender Dashboard', to: '/lender/dashboard' },
} as const satisfies Record<Role, { label: string; to: string }>;

/** SPEC §2: where a signed-in user lands from /auth (admin and lender have their own; anyone else the client's). */
export function homePathForRole(role: Role): string {
  return dashboardLinkByRole[role]?.to ?? dashboardLinkByRole.client.to;
}
