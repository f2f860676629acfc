import type { Role } from '../../../generated/graphql';
import { HOME_PATH_BY_ROLE, homePathForRole as sharedHomePath } from '../../../../../shared/sign-in-landing';

/** SPEC §6: the header's dashboard link per role. */
export const dashboardLinkByRole = {
  admin: { label: 'Admin Dashboard', to: HOME_PATH_BY_ROLE.admin },
  client: { label: 'My Dashboard', to: HOME_PATH_BY_ROLE.client },
  lender: { label: 'Lender Dashboard', to: HOME_PATH_BY_ROLE.lender },
} as const satisfies Record<Role, { label: string; to: string }>;

/** SPEC §2: where a signed-in user lands from /auth (admin and lender have their own; anyone else the client's). */
export function homePathForRole(role: Role): string {
  return sharedHomePath(role);
}
