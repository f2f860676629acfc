import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import type { SignedIn } from '../modules/auth/auth.service.js';

const SESSION = 'netfund_session';
/** The device cookie (OWASP): outlives sign-out, so the user's own browser is never locked out by others' guesses. */
const DEVICE = 'netfund_device';

/**
 * Reads and writes the sign-in cookies of one request: the session, and the device cookie a sign-in renews.
 * The same helper serves GraphQL and REST.
 */
export class SessionCookie {
  readonly token: string | undefined;
  readonly deviceToken: string | undefined;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
  ) {
    const cookies = parseCookies(req.headers.cookie ?? '');
    this.token = cookies[this.name(SESSION)] ?? undefined;
    this.deviceToken = cookies[this.name(DEVICE)] ?? undefined;
  }

  replace(signedIn: Pick<SignedIn, 'token' | 'expiresAt' | 'device'>): void {
    this.res.cookie(this.name(SESSION), signedIn.token, { ...this.attributes, expires: signedIn.expiresAt });
    this.res.cookie(this.name(DEVICE), signedIn.device.token, { ...this.attributes, maxAge: signedIn.device.maxAgeMs });
  }

  /** Ends the session cookie only: the device cookie stays, that is its point. */
  clear(): void {
    this.res.clearCookie(this.name(SESSION), this.attributes);
  }

  /** Over HTTPS the `__Host-` prefix pins a cookie to this host, path `/` and Secure. */
  private name(plain: string): string {
    return this.req.secure ? `__Host-${plain}` : plain;
  }

  private get attributes() {
    return { httpOnly: true, sameSite: 'lax', secure: this.req.secure, path: '/' } as const;
  }
}
