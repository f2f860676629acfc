/**
 * The result link's token, kept in this tab while the applicant goes to /auth to create an account, so the new
 * account can claim the application (the server links it only with the token, never by e-mail).
 */
const KEY = 'netfund.pendingApplicationClaim';

export interface PendingClaim {
  applicationId: string;
  token: string;
}

export function rememberPendingClaim(claim: PendingClaim): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(claim));
  } catch {
    // Storage disabled: the applicant can still claim from the result link once signed in.
  }
}

/** Returns and forgets the pending claim, if any. */
export function takePendingClaim(): PendingClaim | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'applicationId' in value && 'token' in value) {
      const { applicationId, token } = value as Record<string, unknown>;
      if (typeof applicationId === 'string' && typeof token === 'string') return { applicationId, token };
    }
  } catch {
    // unreadable: nothing to claim
  }
  return null;
}
