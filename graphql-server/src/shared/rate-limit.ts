/**
 * Where a caller stands in one rate limit after a request that counted in it, for the edges (the REST layer writes
 * it as the IETF draft's RateLimit-Policy and RateLimit fields). The throttles count in PostgreSQL; this is what
 * their statements answered, never HTTP.
 */
export interface Quota {
  /** The limit's name, e.g. `contact-email`; never the key's value (an address, an e-mail). */
  policy: string;
  limit: number;
  remaining: number;
  /** Seconds until the count starts afresh (or the lock ends). */
  resetSeconds: number;
  windowSeconds: number;
}

/** One request's record of the limits it counted in: the edge passes it to the services, and reads it back. */
export class QuotaReport {
  private readonly byPolicy = new Map<string, Quota>();

  record(quota: Quota): void {
    this.byPolicy.set(quota.policy, quota);
  }

  /** The attempt was given back (a sign-in that succeeded, or one another limit refused). */
  giveBack(policy: string): void {
    const quota = this.byPolicy.get(policy);
    if (quota) this.byPolicy.set(policy, { ...quota, remaining: Math.min(quota.limit, quota.remaining + 1) });
  }

  quotas(): Quota[] {
    return [...this.byPolicy.values()];
  }
}

/**
 * A 429's message from the same seconds as its Retry-After: "Please try again in 11 seconds." under a minute, whole
 * minutes rounded up from then on ("in 2 minutes" for 61 seconds), so the two never disagree.
 */
export function retryLaterMessage(reason: string, seconds: number): string {
  const wait =
    seconds < 60 ? plural(Math.max(1, Math.ceil(seconds)), 'second') : plural(Math.ceil(seconds / 60), 'minute');
  return `${reason} Please try again in ${wait}.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
