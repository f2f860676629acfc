import { beforeEach, describe, expect, it } from 'vitest';
import { WorkspaceApplicationDocument } from '../features/application-workspace/api/workspace.generated';
import { reset, scenario } from './index';
import { gql } from './test-support';

/** R13's workspace is the back office's (`@Authorized(Role.admin)` on the resolver class), refused as the server refuses. */

beforeEach(() => reset());

describe('application workspace mocks', () => {
  it('opens an application for an admin, and refuses others with the server’s codes, not NOT_FOUND', async () => {
    scenario.signInAs('admin');
    expect((await gql(WorkspaceApplicationDocument, { id: '6' })).data?.adminApplication).toMatchObject({ id: '6' });
    expect((await gql(WorkspaceApplicationDocument, { id: '999' })).errors?.[0]).toMatchObject({
      message: 'Application not found',
      extensions: { code: 'NOT_FOUND' },
    });

    scenario.signInAs('client');
    expect((await gql(WorkspaceApplicationDocument, { id: '6' })).errors?.[0]).toMatchObject({
      message: "You don't have permission to access this resource",
      extensions: { code: 'FORBIDDEN' },
    });
    scenario.signInAs(null);
    expect((await gql(WorkspaceApplicationDocument, { id: '6' })).errors?.[0]).toMatchObject({
      message: 'Authentication required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
