import type { AcceptLenderInviteMutation, AcceptLenderInviteMutationVariables } from './lender-invite.generated';
import type { GraphQLOperation } from '../../../lib/graphql-request';
import { SESSION_USER_FRAGMENT } from '../../auth/api/session-operations';

/** lender-invite.graphql as text for the lightweight client (the page is public: it must not load Apollo Client). */
export const acceptLenderInviteMutation: GraphQLOperation<AcceptLenderInviteMutation, AcceptLenderInviteMutationVariables> = {
  operationName: 'AcceptLenderInvite',
  query: `mutation AcceptLenderInvite($input: AcceptLenderInviteInput!) {
  acceptLenderInvite(input: $input) {
    ...SessionUser
  }
}${SESSION_USER_FRAGMENT}`,
};
