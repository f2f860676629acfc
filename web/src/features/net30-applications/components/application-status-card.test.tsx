import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { Net30ApplicationStatusCard } from './application-status-card';
import { renderStandalone } from './render-standalone';

const api = graphql.link('*/graphql');

type Application = Record<string, unknown> & { id: string; status: string };
let current: Application | null;
let asked: Record<string, unknown>[];
let answers: Record<string, unknown>[];

function application(overrides: Partial<Application> = {}): Application {
  return {
    __typename: 'Net30Application',
    id: '7',
    reference: 'N30-000007',
    status: 'submitted',
    businessName: 'Lee Logistics LLC',
    submittedAt: '2026-11-20T15:00:00.000Z',
    infoRequestMessage: null,
    infoAnswer: null,
    decisionReason: null,
    reapplyAfter: null,
    approvedLimitCents: null,
    netDays: null,
    version: 1,
    ...overrides,
  };
}

beforeEach(() => {
  current = null;
  asked = [];
  answers = [];
  mockServer.use(
    api.query('MyNet30Application', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { myNet30Application: current } });
    }),
    api.mutation('AnswerNet30ApplicationInfo', ({ variables }) => {
      answers.push(variables);
      current = { ...current!, status: 'submitted', infoAnswer: variables.text, version: 3 };
      return HttpResponse.json({ data: { answerNet30ApplicationInfo: current } });
    }),
  );
});

const card = () => screen.findByRole('region', { name: 'Net30 application' }, { timeout: 5000 });

describe('R24 Net30 application card', { timeout: 20_000 }, () => {
  it('without an application: Apply for a Net30 account → /net30/apply', async () => {
    renderStandalone(<Net30ApplicationStatusCard />);
    const link = within(await card()).getByRole('link', { name: 'Apply for a Net30 account' });
    expect(link.getAttribute('href')).toBe('/net30/apply');
  });

  it('pending: "Under review since {date}, decision within 2 business days"', async () => {
    current = application();
    renderStandalone(<Net30ApplicationStatusCard />);
    expect((await card()).textContent).toContain('Under review since Nov 20, 2026, decision within 2 business days');
  });

  it('declined: the reason and the re-apply date', async () => {
    current = application({ status: 'declined', decisionReason: 'Not enough trade history yet', reapplyAfter: '2027-02-21' });
    renderStandalone(<Net30ApplicationStatusCard />);
    const text = (await card()).textContent;
    expect(text).toContain('Reason: Not enough trade history yet');
    expect(text).toContain('You can apply again from Feb 21, 2027.');
  });

  it('needs_info: the question and an answer form; the answer goes back under review', async () => {
    current = application({ status: 'needs_info', infoRequestMessage: 'Please send a bank reference.', version: 2 });
    renderStandalone(<Net30ApplicationStatusCard />);
    const region = await card();
    expect(region.textContent).toContain('Please send a bank reference.');
    await userEvent.click(within(region).getByRole('button', { name: 'Send answer' }));
    expect(await within(region).findByText('Please write your answer (at most 2,000 characters)')).toBeTruthy();
    await userEvent.type(within(region).getByRole('textbox', { name: /Your answer/ }), 'Chase Bank, account manager Lee Park');
    await userEvent.click(within(region).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(region.textContent).toContain('Under review since'));
    expect(answers).toEqual([{ id: '7', text: 'Chase Bank, account manager Lee Park' }]);
  });

  it("an admin sees a client's application by clientId, without the answer form", async () => {
    current = application({ status: 'needs_info', infoRequestMessage: 'Please send a bank reference.' });
    renderStandalone(<Net30ApplicationStatusCard clientId="42" />);
    const region = await card();
    expect(region.textContent).toContain("Waiting for the client's answer.");
    expect(within(region).queryByRole('button', { name: 'Send answer' })).toBeNull();
    expect(asked).toEqual([{ clientId: '42' }]);
  });

  it("shows the server's sentence when the application cannot be loaded", async () => {
    mockServer.use(api.query('MyNet30Application', () => HttpResponse.json({ data: null, errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }] })));
    renderStandalone(<Net30ApplicationStatusCard />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('Authentication required');
  });
});
