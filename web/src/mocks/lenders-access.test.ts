import { beforeEach, describe, expect, it } from 'vitest';
import {
  MyApplicationLendersDocument,
  RevokeLenderDocument,
  SetAutoSharePolicyDocument,
} from '../features/applications/api/lenders-access.generated';
import { reset, scenario } from './index';
import { type GraphQLAnswer, gql } from './test-support';

/** R22 Lenders & access as the server guards it: clients only, and only their own applications (others' are NOT_FOUND). */

const refusalOf = (answer: GraphQLAnswer) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions.code,
});

beforeEach(() => reset());

describe("the client's Lenders & access mocks", () => {
  it('answers the owner, and NOT_FOUND to another client, for the view, revoke and the auto-share policy', async () => {
    scenario.signInAs('client');
    expect((await gql(MyApplicationLendersDocument, { applicationId: '2' })).data?.myApplicationLenders).toMatchObject({
      applicationId: '2',
    });

    scenario.signInAs('client2');
    expect(refusalOf(await gql(MyApplicationLendersDocument, { applicationId: '2' }))).toEqual({
      message: 'Application not found',
      code: 'NOT_FOUND',
    });
    expect(refusalOf(await gql(SetAutoSharePolicyDocument, { applicationId: '2', enabled: true }))).toEqual({
      message: 'Application not found',
      code: 'NOT_FOUND',
    });
    expect(refusalOf(await gql(RevokeLenderDocument, { submissionId: '21' }))).toEqual({
      message: 'Submission not found',
      code: 'NOT_FOUND',
    });

    // Nothing changed for the owner: Harbor's access (submission 21) is still open.
    scenario.signInAs('client');
    const view = (await gql(MyApplicationLendersDocument, { applicationId: '2' })).data?.myApplicationLenders as {
      autoSharePolicy: boolean;
      lenders: { submissionId: string; revokedBy: string | null }[];
    };
    expect(view.autoSharePolicy).toBe(false);
    expect(view.lenders.find((each) => each.submissionId === '21')?.revokedBy).toBeNull();
  });

  it('refuses other roles and anonymous callers as @Authorized(Role.client) does', async () => {
    scenario.signInAs('admin');
    expect(refusalOf(await gql(RevokeLenderDocument, { submissionId: '21' }))).toEqual({
      message: "You don't have permission to access this resource",
      code: 'FORBIDDEN',
    });
    scenario.signInAs(null);
    expect(refusalOf(await gql(MyApplicationLendersDocument, { applicationId: '2' }))).toEqual({
      message: 'Authentication required',
      code: 'UNAUTHENTICATED',
    });
  });
});
