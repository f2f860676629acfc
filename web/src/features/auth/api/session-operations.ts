import type {
  LoginMutation,
  LoginMutationVariables,
  LogoutMutation,
  LogoutMutationVariables,
  MeQuery,
  MeQueryVariables,
  RegisterMutation,
  RegisterMutationVariables,
} from '../../../generated/graphql';
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
