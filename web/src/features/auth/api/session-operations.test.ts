import { parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ConfirmEmailChangeDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
} from './account-recovery.generated';
import {
  CompleteTwoFactorSignInDocument,
  LoginDocument,
  LogoutDocument,
  MeDocument,
  RegisterDocument,
} from './session.generated';
import {
  completeTwoFactorSignInMutation,
  confirmEmailChangeMutation,
  loginMutation,
  logoutMutation,
  meQuery,
  registerMutation,
  requestPasswordResetMutation,
  resetPasswordMutation,
} from './session-operations';

// The hand-kept texts must stay the operations codegen generated from session.graphql (same fields, same names).
describe('session operations sent without Apollo', () => {
  it.each([
    ['Me', meQuery, MeDocument],
    ['Login', loginMutation, LoginDocument],
    ['Register', registerMutation, RegisterDocument],
    ['Logout', logoutMutation, LogoutDocument],
    ['CompleteTwoFactorSignIn', completeTwoFactorSignInMutation, CompleteTwoFactorSignInDocument],
    ['RequestPasswordReset', requestPasswordResetMutation, RequestPasswordResetDocument],
    ['ResetPassword', resetPasswordMutation, ResetPasswordDocument],
    ['ConfirmEmailChange', confirmEmailChangeMutation, ConfirmEmailChangeDocument],
  ] as const)('%s matches the generated document', (name, operation, generated: DocumentNode) => {
    expect(operation.operationName).toBe(name);
    expect(print(parse(operation.query))).toBe(print(generated));
  });
});
