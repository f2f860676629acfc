import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import type { SignedIn } from '../modules/auth/auth.service.js';

const PLAIN_NAME = 'netfund_session';
/** Over HTTPS the `__Host-` prefix pins the cookie to this host, path `/` and Secure. */
const HOST_NAME = `__Host-${PLAIN_NAME}`;

/** Reads and writes the session cookie of one request. The same helper serves GraphQL and REST. */
export class SessionCookie {
  readonly token: string | undefined;

  constructor(
    private readonly req: Request,
    private readonly res: Response,
  ) {
    const cookies = parseCookies(req.headers.cookie ?? '');
    this.token = (req.secure ? cookies[HOST_NAME] : cookies[PLAIN_NAME]) ?? undefined;
  }

  replace(signedIn: Pick<SignedIn, 'token' | 'expiresAt'>): void {
    this.res.cookie(this.name, signedIn.token, { ...this.attributes, expires: signedIn.expiresAt });
  }

  clear(): void {
    this.res.clearCookie(this.name, this.attributes);
  }

  private get name(): string {
    return this.req.secure ? HOST_NAME : PLAIN_NAME;
  }

  private get attributes() {
    return { httpOnly: true, sameSite: 'lax', secure: this.req.secure, path: '/' } as const;
  }
}
