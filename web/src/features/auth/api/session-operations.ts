import type {
  ConfirmEmailChangeMutation,
  ConfirmEmailChangeMutationVariables,
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables,
  ResetPasswordMutation,
  ResetPasswordMutationVariables,
} from './account-recovery.generated';
import type {
  CompleteTwoFactorSignInMutation,
  CompleteTwoFactorSignInMutationVariables,
  LoginMutation,
  LoginMutationVariables,
  LogoutMutation,
  LogoutMutationVariables,
  MeQuery,
  MeQueryVariables,
  RegisterMutation,
  RegisterMutationVariables,
} from './session.generated';
import type { GraphQLOperation } from '../../../lib/graphql-request';

/*
 * The operations of session.graphql as text for the lightweight client (lib/graphql-request.ts): the generated
 * documents are AST objects that only Apollo (or graphql's printer) can send. Types come from the generated file;
 * session-operations.test.ts checks that each text parses to exactly the generated document.
 */

export const SESSION_USER_FRAGMENT = `
fragment SessionUser on User {
  id
  username
  role
  email
  firstName
  lastName
  twoFactorSetupRequired
}`;

export const meQuery: GraphQLOperation<MeQuery, MeQueryVariables> = {
  operationName: 'Me',
  query: `query Me {
  me {
    ...SessionUser
  }
}${SESSION_USER_FRAGMENT}`,
};

export const loginMutation: GraphQLOperation<LoginMutation, LoginMutationVariables> = {
  operationName: 'Login',
  query: `mutation Login($input: LoginInput!) {
  login(input: $input) {
    ...SessionUser
  }
}${SESSION_USER_FRAGMENT}`,
};

export const registerMutation: GraphQLOperation<RegisterMutation, RegisterMutationVariables> = {
  operationName: 'Register',
  query: `mutation Register($input: RegisterInput!) {
  register(input: $input) {
    ...SessionUser
  }
}${SESSION_USER_FRAGMENT}`,
};

export const logoutMutation: GraphQLOperation<LogoutMutation, LogoutMutationVariables> = {
  operationName: 'Logout',
  query: `mutation Logout {
  logout
}`,
};

export const completeTwoFactorSignInMutation: GraphQLOperation<
  CompleteTwoFactorSignInMutation,
  CompleteTwoFactorSignInMutationVariables
> = {
  operationName: 'CompleteTwoFactorSignIn',
  query: `mutation CompleteTwoFactorSignIn($challenge: String!, $code: String!) {
  completeTwoFactorSignIn(challenge: $challenge, code: $code) {
    ...SessionUser
  }
}${SESSION_USER_FRAGMENT}`,
};

// account-recovery.graphql: the signed-out password reset and the e-mail change link.

export const requestPasswordResetMutation: GraphQLOperation<
  RequestPasswordResetMutation,
  RequestPasswordResetMutationVariables
> = {
  operationName: 'RequestPasswordReset',
  query: `mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input)
}`,
};

export const resetPasswordMutation: GraphQLOperation<ResetPasswordMutation, ResetPasswordMutationVariables> = {
  operationName: 'ResetPassword',
  query: `mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input)
}`,
};

export const confirmEmailChangeMutation: GraphQLOperation<
  ConfirmEmailChangeMutation,
  ConfirmEmailChangeMutationVariables
> = {
  operationName: 'ConfirmEmailChange',
  query: `mutation ConfirmEmailChange($token: String!) {
  confirmEmailChange(token: $token) {
    ...SessionUser
  }
}${SESSION_USER_FRAGMENT}`,
};
