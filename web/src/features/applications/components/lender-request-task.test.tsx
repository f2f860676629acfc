import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taskMocks } from '../../../mocks/application-tasks';
import { applicationMocks } from '../../../mocks/applications';
import { mockScenario } from '../../../mocks/handlers';
import { renderApp } from '../../../test/render-app';

/** R22 tasks: a request a lender made through R20 names that lender (its display name); NetFund's does not. */
beforeEach(() => mockScenario.signInAs('client'));
afterEach(() => {
  applicationMocks.reset();
  taskMocks.reset();
});

describe('R22 tasks: a lender’s information request', () => {
  it("names the lender that asked on the task, and keeps NetFund's own requests as they were", async () => {
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    taskMocks.set({
      documents: [],
      requests: [
        {
          __typename: 'InfoRequest',
          id: '8',
          applicationId: '2',
          message: 'Cedar Growth asks for information to review your application',
          dueAt: due,
          status: 'open',
          createdAt: new Date().toISOString(),
          lenderName: 'Cedar Growth',
          items: [{ __typename: 'InfoRequestItem', kind: 'question', docType: null, prompt: 'Who are your largest suppliers?', answer: null, documentId: null }],
        },
        {
          __typename: 'InfoRequest',
          id: '9',
          applicationId: '2',
          message: 'Please tell us about the second location.',
          dueAt: due,
          status: 'open',
          createdAt: new Date().toISOString(),
          lenderName: null,
          items: [{ __typename: 'InfoRequestItem', kind: 'question', docType: null, prompt: 'Where is it?', answer: null, documentId: null }],
        },
      ],
    });
    renderApp('/client/applications/2');
    const lenderTask = (await screen.findByRole('heading', { name: 'Information requested by Cedar Growth' })).closest('[id]') as HTMLElement;
    expect(within(lenderTask).getByText('Who are your largest suppliers?')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Information requested' })).toHaveLength(1);
  });
});
