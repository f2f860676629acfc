import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AcceptLenderInviteDocument } from './lender-invite.generated';
import { acceptLenderInviteMutation } from './lender-invite-operations';

describe('the invitation mutation sent without Apollo', () => {
  it('matches the generated document', () => {
    expect(acceptLenderInviteMutation.operationName).toBe('AcceptLenderInvite');
    expect(print(parse(acceptLenderInviteMutation.query))).toBe(print(AcceptLenderInviteDocument));
  });
});
