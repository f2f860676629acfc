import { graphql, type GraphQLResponseBody } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  ConfirmEmailChangeMutation,
  ConfirmEmailChangeMutationVariables,
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from '../features/auth/api/account-recovery.generated';
import type {
  CompleteTwoFactorSignInMutation,
  CompleteTwoFactorSignInMutationVariables,
  LoginMutation,
  LoginMutationVariables,
} from '../features/auth/api/session.generated';
import { graphqlError, invalid } from './graphql-replies';
import { findAccount, mockScenario, setSignedIn } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for issue 13's sign-in and account recovery, answering in the server's words: two-factor sign-in
 * (`login` → TWO_FACTOR_REQUIRED + challenge, then `completeTwoFactorSignIn`; wrong code, 5-failure lock, spent
 * challenge), the password reset request and link, and the e-mail change link. Registered before the session
 * handlers: `Login` falls through to them for accounts without two-factor. Tests call `authMocks.reset()`.
 */

export const TOTP_CODE = '123456';
export const RECOVERY_CODE = 'abcd-efgh-ijkl';
export const VALID_RESET_TOKEN = 'valid-reset-token';
export const VALID_EMAIL_TOKEN = 'valid-email-token';
export const NEW_EMAIL = 'new-address@netfund.example';

const WRONG_CODE = "That code didn't work. Check your device's time and try again";
/** 5 wrong codes lock the code step for 15 minutes; the server words the wait from the seconds left (retryLaterMessage). */
const LOCK_SECONDS = 15 * 60;
const LOCKED = 'Too many attempts. Please try again in 15 minutes.';
const EXPIRED = 'Your sign-in has expired. Sign in again';
const RESET_LINK_INVALID = 'This reset link is invalid or has expired';
const EMAIL_LINK_INVALID = 'This confirmation link is invalid or has expired';
const COMMON_PASSWORDS = new Set(['password123', 'passwordpassword']);

let twoFactorUsers = new Set<string>();
let usedRecoveryCodes = new Set<string>();
let challenges = new Map<string, string>();
let failures = 0;
let resetTokenUsed = false;
let resetRequests: string[] = [];
let challengeCount = 0;

export const authMocks = {
  reset(): void {
    twoFactorUsers = new Set();
    usedRecoveryCodes = new Set();
    challenges = new Map();
    failures = 0;
    resetTokenUsed = false;
    resetRequests = [];
  },
  /** The demo account signs in with a code after its password. */
  enableTwoFactor(username: string): void {
    twoFactorUsers.add(username.toLowerCase());
  },
  /** Every open sign-in challenge runs out (as after 5 minutes). */
  expireChallenges(): void {
    challenges.clear();
  },
  /** Policy says the account must set up two-factor (`me.twoFactorSetupRequired`). */
  requireTwoFactorSetup(username: string): void {
    const account = findAccount(username);
    if (account) account.user.twoFactorSetupRequired = true;
  },
  /** The addresses `requestPasswordReset` was asked for. */
  get resetRequests(): readonly string[] {
    return resetRequests;
  },
};

const api = graphql.link('*/graphql');

export const authTwoFactorHandlers = [
  api.mutation<LoginMutation, LoginMutationVariables>('Login', ({ variables }) => {
    const { username, password } = variables.input;
    const account = findAccount(username);
    // Anyone else (no two-factor, wrong password): the session handlers answer.
    if (!account || account.password !== password || !twoFactorUsers.has(account.user.username.toLowerCase())) return undefined;
    const challenge = `challenge-${++challengeCount}`;
    challenges.set(challenge, account.user.username);
    return graphqlError({ message: 'Enter the 6-digit code from your authenticator app', code: 'TWO_FACTOR_REQUIRED', extensions: { challenge } });
  }),
  api.mutation<CompleteTwoFactorSignInMutation, CompleteTwoFactorSignInMutationVariables>('CompleteTwoFactorSignIn', ({ variables }) => {
    const username = challenges.get(variables.challenge);
    const account = username ? findAccount(username) : undefined;
    if (!account) return graphqlError({ message: EXPIRED, code: 'UNAUTHENTICATED' });
    // As on the server: the fifth wrong code is still checked (and locks), the attempts after it are refused.
    if (failures >= 5) return graphqlError({ message: LOCKED, code: 'TOO_MANY_REQUESTS', extensions: { retryAfterSeconds: LOCK_SECONDS } });
    const code = variables.code.trim();
    const recovery = code === RECOVERY_CODE && !usedRecoveryCodes.has(code);
    if (code !== TOTP_CODE && !recovery) {
      failures += 1;
      return graphqlError(invalid('code', WRONG_CODE));
    }
    if (recovery) usedRecoveryCodes.add(code);
    challenges.delete(variables.challenge);
    setSignedIn(account.user);
    return HttpResponse.json<GraphQLResponseBody<CompleteTwoFactorSignInMutation>>({ data: { completeTwoFactorSignIn: account.user } });
  }),
  api.mutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>('RequestPasswordReset', ({ variables }) => {
    resetRequests.push(variables.input.email);
    return HttpResponse.json<GraphQLResponseBody<RequestPasswordResetMutation>>({ data: { requestPasswordReset: true } });
  }),
  api.mutation<ResetPasswordMutation, ResetPasswordMutationVariables>('ResetPassword', ({ variables }) => {
    const { token, newPassword, confirmPassword } = variables.input;
    if (token !== VALID_RESET_TOKEN || resetTokenUsed) {
      return graphqlError(invalid('token', RESET_LINK_INVALID));
    }
    // The valid link belongs to the demo lender: at least 12 characters.
    const fieldErrors: Record<string, string> = {};
    if (newPassword.length < 12) fieldErrors.newPassword = 'Password must be at least 12 characters';
    else if (COMMON_PASSWORDS.has(newPassword.toLowerCase())) fieldErrors.newPassword = 'This password is too common. Choose another';
    if (newPassword !== confirmPassword) fieldErrors.confirmPassword = 'Passwords do not match';
    const first = Object.values(fieldErrors)[0];
    if (first) return graphqlError({ message: first, code: 'BAD_USER_INPUT', fieldErrors });
    resetTokenUsed = true;
    return HttpResponse.json<GraphQLResponseBody<ResetPasswordMutation>>({ data: { resetPassword: true } });
  }),
  api.mutation<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>('ConfirmEmailChange', ({ variables }) => {
    const user = mockScenario.currentUser;
    if (!user) return graphqlError({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    if (variables.token !== VALID_EMAIL_TOKEN) {
      return graphqlError(invalid('token', EMAIL_LINK_INVALID));
    }
    user.email = NEW_EMAIL;
    return HttpResponse.json<GraphQLResponseBody<ConfirmEmailChangeMutation>>({ data: { confirmEmailChange: user } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'twoFactor',
  () => ({ twoFactorUsers, usedRecoveryCodes, challenges, failures, resetTokenUsed, resetRequests, challengeCount }),
  (state) => {
    ({ twoFactorUsers, usedRecoveryCodes, challenges, failures, resetTokenUsed, resetRequests, challengeCount } = state);
  },
  () => authMocks.reset(),
);
