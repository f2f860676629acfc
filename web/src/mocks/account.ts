import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type {
  AccountUserFragment,
  ChangePasswordMutation,
  ChangePasswordMutationVariables,
  ConfirmTwoFactorEnrolmentMutation,
  ConfirmTwoFactorEnrolmentMutationVariables,
  DisableTwoFactorMutation,
  DisableTwoFactorMutationVariables,
  MyAccountQuery,
  MyRecentSignInsQuery,
  MySessionsQuery,
  RegenerateRecoveryCodesMutation,
  RegenerateRecoveryCodesMutationVariables,
  RequestEmailChangeMutation,
  RequestEmailChangeMutationVariables,
  RevokeSessionMutation,
  RevokeSessionMutationVariables,
  SignOutOtherSessionsMutation,
  StartTwoFactorEnrolmentMutation,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
} from '../features/account/api/account.generated';
import { graphqlError, invalid } from './graphql-replies';
import { DEMO_PASSWORD, mockScenario } from './scenario';
import { registerSlice } from './store';

/**
 * MSW handlers for the signed-in user's account (R29 / R5 My account), answering with the server's words:
 * password change, two-factor enrolment (code `123456` works), recovery codes, sessions and the profile.
 * `accountMocks` holds the state; `reset()` between tests.
 */

export const WRONG_CODE = "That code didn't work. Check your device's time and try again";
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another';
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const GOOD_CODE = '123456';

type Session = MySessionsQuery['mySessions'][number] & { __typename: 'AccountSession' };

function initialSessions(): Session[] {
  return [
    { __typename: 'AccountSession', id: 's1', browser: 'Chrome 131 on macOS', ipPrefix: '203.0.113.0/24', createdAt: '2026-11-20T10:00:00.000Z', lastSeenAt: '2026-11-23T14:00:00.000Z', current: true },
    { __typename: 'AccountSession', id: 's2', browser: 'Safari 18 on iOS', ipPrefix: '198.51.100.0/24', createdAt: '2026-11-18T09:00:00.000Z', lastSeenAt: '2026-11-22T19:30:00.000Z', current: false },
    { __typename: 'AccountSession', id: 's3', browser: 'Firefox 133 on Windows', ipPrefix: null, createdAt: '2026-11-10T08:00:00.000Z', lastSeenAt: '2026-11-12T08:00:00.000Z', current: false },
  ];
}

const recoveryCodes = (round: number) => Array.from({ length: 10 }, (_, index) => `r${round}c${index}-abcd-efgh`);

interface State {
  extra: Pick<AccountUserFragment, 'phone' | 'pendingEmail' | 'twoFactorEnabled'> & { twoFactorSetupRequired?: boolean };
  enrolling: boolean;
  sessions: Session[];
  codesRound: number;
  sent: { operation: string; variables: unknown }[];
}

function fresh(): State {
  return { extra: { phone: null, pendingEmail: null, twoFactorEnabled: false }, enrolling: false, sessions: initialSessions(), codesRound: 0, sent: [] };
}

let state = fresh();

export const accountMocks = {
  reset(): void {
    state = fresh();
  },
  get sent() {
    return state.sent;
  },
  get sessions(): readonly Session[] {
    return state.sessions;
  },
  setTwoFactorEnabled(enabled: boolean): void {
    state.extra.twoFactorEnabled = enabled;
  },
  setTwoFactorSetupRequired(required: boolean): void {
    state.extra.twoFactorSetupRequired = required;
  },
  onlyCurrentSession(): void {
    state.sessions = state.sessions.filter((session) => session.current);
  },
};

function me(): (AccountUserFragment & { __typename: 'User' }) | null {
  const user = mockScenario.currentUser;
  if (!user) return null;
  return {
    __typename: 'User',
    id: user.id,
    username: user.username,
    role: user.role,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    ...state.extra,
    twoFactorSetupRequired: state.extra.twoFactorSetupRequired ?? false,
  };
}

const UNAUTHENTICATED = 'Authentication required';
const api = graphql.link('*/graphql');

export const accountHandlers = [
  api.query<MyAccountQuery>('MyAccount', () => {
    const user = me();
    return user ? HttpResponse.json({ data: { me: user } }) : graphqlError({ message: UNAUTHENTICATED, code: 'UNAUTHENTICATED' });
  }),
  api.query<MySessionsQuery>('MySessions', () => HttpResponse.json({ data: { mySessions: state.sessions } })),
  api.query<MyRecentSignInsQuery>('MyRecentSignIns', () =>
    HttpResponse.json({
      data: {
        myRecentSignIns: [
          { at: '2026-11-23T14:00:00.000Z', success: true, ipPrefix: '203.0.113.0/24', browser: 'Chrome 131 on macOS' },
          { at: '2026-11-23T13:58:00.000Z', success: false, ipPrefix: '192.0.2.0/24', browser: 'curl 8.5' },
        ],
      },
    }),
  ),
  api.mutation<ChangePasswordMutation, ChangePasswordMutationVariables>('ChangePassword', ({ variables }) => {
    state.sent.push({ operation: 'ChangePassword', variables });
    const { currentPassword, newPassword, confirmPassword, signOutOtherSessions } = variables.input;
    if (currentPassword !== DEMO_PASSWORD) return graphqlError(invalid('currentPassword', CURRENT_PASSWORD_INCORRECT));
    if (newPassword !== confirmPassword) return graphqlError(invalid('confirmPassword', 'Passwords do not match'));
    if (newPassword === 'password123456' || newPassword === 'qwerty') return graphqlError(invalid('newPassword', PASSWORD_TOO_COMMON));
    if (signOutOtherSessions !== false) state.sessions = state.sessions.filter((session) => session.current);
    return HttpResponse.json({ data: { changePassword: true } });
  }),
  api.mutation<StartTwoFactorEnrolmentMutation>('StartTwoFactorEnrolment', () => {
    state.enrolling = true;
    return HttpResponse.json({
      data: {
        startTwoFactorEnrolment: {
          secret: MOCK_TOTP_SECRET,
          otpauthUrl: `otpauth://totp/NetFund:client?secret=${MOCK_TOTP_SECRET}&issuer=NetFund`,
          qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
        },
      },
    });
  }),
  api.mutation<ConfirmTwoFactorEnrolmentMutation, ConfirmTwoFactorEnrolmentMutationVariables>('ConfirmTwoFactorEnrolment', ({ variables }) => {
    if (!state.enrolling || variables.code !== GOOD_CODE) return graphqlError(invalid('code', WRONG_CODE));
    state.enrolling = false;
    state.extra.twoFactorEnabled = true;
    state.extra.twoFactorSetupRequired = false;
    state.codesRound += 1;
    return HttpResponse.json({ data: { confirmTwoFactorEnrolment: recoveryCodes(state.codesRound) } });
  }),
  api.mutation<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>('RegenerateRecoveryCodes', ({ variables }) => {
    if (variables.password !== DEMO_PASSWORD) return graphqlError(invalid('password', CURRENT_PASSWORD_INCORRECT));
    state.codesRound += 1;
    return HttpResponse.json({ data: { regenerateRecoveryCodes: recoveryCodes(state.codesRound) } });
  }),
  api.mutation<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>('DisableTwoFactor', ({ variables }) => {
    if (variables.password !== DEMO_PASSWORD) return graphqlError(invalid('password', CURRENT_PASSWORD_INCORRECT));
    state.extra.twoFactorEnabled = false;
    return HttpResponse.json({ data: { disableTwoFactor: true } });
  }),
  api.mutation<RevokeSessionMutation, RevokeSessionMutationVariables>('RevokeSession', ({ variables }) => {
    const session = state.sessions.find((each) => each.id === variables.id);
    if (session?.current) return graphqlError({ message: 'Use Sign Out to end this session', code: 'BAD_USER_INPUT' });
    state.sessions = state.sessions.filter((each) => each.id !== variables.id);
    return HttpResponse.json({ data: { revokeSession: true } });
  }),
  api.mutation<SignOutOtherSessionsMutation>('SignOutOtherSessions', () => {
    const count = state.sessions.filter((session) => !session.current).length;
    state.sessions = state.sessions.filter((session) => session.current);
    return HttpResponse.json({ data: { signOutOtherSessions: count } });
  }),
  api.mutation<UpdateProfileMutation, UpdateProfileMutationVariables>('UpdateProfile', ({ variables }) => {
    state.sent.push({ operation: 'UpdateProfile', variables });
    const phone = variables.input.phone ?? '';
    if (phone && !/^[\d\s()+-]{7,}$/.test(phone)) return graphqlError(invalid('phone', 'Please enter a valid phone number'));
    const user = me();
    if (!user) return graphqlError({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    state.extra.phone = phone || null;
    return HttpResponse.json({ data: { updateProfile: { ...user, firstName: variables.input.firstName ?? null, lastName: variables.input.lastName ?? null } } });
  }),
  api.mutation<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>('RequestEmailChange', ({ variables }) => {
    if (variables.input.password !== DEMO_PASSWORD) return graphqlError(invalid('password', CURRENT_PASSWORD_INCORRECT));
    if (variables.input.newEmail === 'taken@netfund.example') return graphqlError({ message: 'That e-mail is already in use', code: 'CONFLICT', fieldErrors: { newEmail: 'That e-mail is already in use' } });
    state.extra.pendingEmail = variables.input.newEmail;
    return HttpResponse.json({ data: { requestEmailChange: true } });
  }),
];

// The domain's state in the mock store (./store): kept across page loads in `npm run dev:mock`.
registerSlice(
  'account',
  () => ({ state }),
  (saved) => {
    ({ state } = saved);
  },
  () => accountMocks.reset(),
);
