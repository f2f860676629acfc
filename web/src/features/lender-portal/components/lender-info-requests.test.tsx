import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockScenario } from '../../../mocks/handlers';
import { lenderInfoRequestMocks } from '../../../mocks/lender-info-requests';
import { lenderPortalMocks } from '../../../mocks/lender-portal';
import { renderApp } from '../../../test/render-app';
import { addDays, platformToday } from '../lib/info-request-form';

beforeEach(() => {
  lenderPortalMocks.reset();
  lenderInfoRequestMocks.reset();
  mockScenario.signInAs('lender');
});

async function openDrawer(app = '104') {
  renderApp(`/lender/dashboard?tab=active&app=${app}`);
  const drawer = await screen.findByRole('dialog');
  return within(drawer).findByRole('region', { name: 'Information requests' });
}

describe('R20 Request info', { timeout: 20_000 }, () => {
  it("lists the lender's requests in the drawer with their status, items and answers", async () => {
    const section = await openDrawer();
    const list = await within(section).findByRole('list', { name: 'Your information requests' });
    expect(within(list).getByText('Answered')).toBeTruthy();
    expect(within(list).getByText('Why did revenue dip in August?')).toBeTruthy();
    expect(within(list).getByText('We closed two weeks for a kitchen refit.')).toBeTruthy();
    expect(within(list).getByText('Bank statements')).toBeTruthy();
    expect(within(list).getByText('Uploaded')).toBeTruthy();
  });

  it('says so when the lender has asked nothing yet', async () => {
    const section = await openDrawer('105');
    expect(await within(section).findByText('You have not asked the applicant for anything yet.')).toBeTruthy();
  });

  it('asks for a document type and a question, due in 7 days by default, and lists the new request as open', async () => {
    const user = userEvent.setup();
    const section = await openDrawer();
    await user.click(await within(section).findByRole('button', { name: 'Request info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request information' });
    expect((within(dialog).getByLabelText(/^Due date/) as HTMLInputElement).value).toBe(addDays(platformToday(), 7));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Document type, item 1' }), 'tax_return');
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Question, item 2' }), 'Who are your three largest suppliers?');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('Request sent')).toBeTruthy();
    expect(lenderInfoRequestMocks.sent.at(-1)).toEqual({
      operation: 'RequestLenderInfo',
      variables: {
        applicationId: '104',
        input: {
          dueAt: addDays(platformToday(), 7),
          message: null,
          items: [
            { kind: 'document', docType: 'tax_return', prompt: '' },
            { kind: 'question', docType: null, prompt: 'Who are your three largest suppliers?' },
          ],
        },
      },
    });
    const list = within(section).getByRole('list', { name: 'Your information requests' });
    await waitFor(() => expect(within(list).getByText('Who are your three largest suppliers?')).toBeTruthy());
    expect(within(list).getByText('Open')).toBeTruthy();
  });

  it('checks the form before sending: a question needs text, the due date is at most 10 days ahead', async () => {
    const user = userEvent.setup();
    const section = await openDrawer();
    await user.click(await within(section).findByRole('button', { name: 'Request info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request information' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove item 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    const due = within(dialog).getByLabelText(/^Due date/);
    await user.clear(due);
    await user.type(due, addDays(platformToday(), 11));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Write the question')).toBeTruthy();
    expect(within(dialog).getByText(`Due date must be within 10 days (${addDays(platformToday(), 10)} at the latest)`)).toBeTruthy();
    expect(lenderInfoRequestMocks.sent).toEqual([]);
  });

  it("shows the server's field messages under their fields", async () => {
    const user = userEvent.setup();
    const section = await openDrawer();
    await user.click(await within(section).findByRole('button', { name: 'Request info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request information' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Document type, item 1' }), 'photo_id');
    await user.click(within(dialog).getByRole('button', { name: 'Add a question' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Question, item 2' }), 'Anything else?');
    lenderInfoRequestMocks.failNext({ 'items.1.prompt': 'Question must be at most 500 characters', dueAt: 'Due date cannot be in the past' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const question = within(dialog).getByRole('textbox', { name: 'Question, item 2' });
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Question must be at most 500 characters')).toBeTruthy();
    expect(within(dialog).getByText('Due date cannot be in the past')).toBeTruthy();
  });
});

describe('R20 Criteria: Request a change', { timeout: 20_000 }, () => {
  it('sends free text about a program to NetFund and says so', async () => {
    const user = userEvent.setup();
    renderApp('/lender/dashboard?tab=criteria');
    await user.click(await screen.findByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'About' }), '7');
    await user.type(within(dialog).getByRole('textbox', { name: /^What should change/ }), 'Short');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Describe the change in at least 10 characters')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^What should change/ }), ': lower the FICO minimum to 620.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to NetFund')).toBeTruthy();
    expect(lenderInfoRequestMocks.sent.at(-1)).toEqual({
      operation: 'RequestCriteriaChange',
      variables: { input: { programId: '7', message: 'Short: lower the FICO minimum to 620.' } },
    });
  });

  it("shows the server's refusal (the daily limit) in the dialog", async () => {
    const user = userEvent.setup();
    renderApp('/lender/dashboard?tab=criteria');
    await user.click(await screen.findByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a change' });
    await user.type(within(dialog).getByRole('textbox', { name: /^What should change/ }), 'Please widen the states you cover.');
    const limit = 'You can send 5 change requests a day. Please try again tomorrow or e-mail your NetFund contact.';
    lenderInfoRequestMocks.refuseNext(limit, 'TOO_MANY_REQUESTS');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(limit)).toBeTruthy();
  });
});
