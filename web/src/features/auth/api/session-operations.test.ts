import { parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LoginDocument, LogoutDocument, MeDocument, RegisterDocument } from '../../../generated/graphql';
import { loginMutation, logoutMutation, meQuery, registerMutation } from './session-operations';

// The hand-kept texts must stay the operations codegen generated from session.graphql (same fields, same names).
describe('session operations sent without Apollo', () => {
  it.each([
    ['Me', meQuery, MeDocument],
    ['Login', loginMutation, LoginDocument],
    ['Register', registerMutation, RegisterDocument],
    ['Logout', logoutMutation, LogoutDocument],
  ] as const)('%s matches the generated document', (name, operation, generated: DocumentNode) => {
    expect(operation.operationName).toBe(name);
    expect(print(parse(operation.query))).toBe(print(generated));
  });
});
