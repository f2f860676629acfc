import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../../app/app';
import type { Submission } from '../../../lib/submission';
import { renderApp } from '../../../test/render-app';

/*
 * Issue 28 item 3: both credit applications are HTML forms the browser can post itself (page-forms/applications.ts).
 * A refused post comes back as the page with what was typed and the reasons; a received one lands on the page with
 * the receipt in its search, shown as the app shows it after its own submit.
 */

function renderRefused(path: string, submission: Submission) {
  const history = createMemoryHistory({ initialEntries: [path] });
  return render(<App history={history} graphqlUri={`${window.location.origin}/graphql`} submission={submission} />);
}

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the credit applications as forms the browser can post', { timeout: 30_000 }, () => {
  it.each([
    ['/business-credit-builder/apply', 'NetBuilder application', 'netbuilder'],
    ['/net30/apply', 'Net30 application', 'net30'],
  ])('%s is a post to its own page, naming itself', async (path, name, form) => {
    renderApp(path);
    const element = await screen.findByRole('form', { name }, { timeout: 5000 });
    expect(element.getAttribute('method')).toBe('post');
    expect(element.getAttribute('action')).toBe(path);
    expect(element.querySelector<HTMLInputElement>('input[name="_form"]')?.value).toBe(form);
    expect(element.querySelector('input[type="checkbox"]')?.getAttribute('name')).toBe('agreeToTerms');
  });

  it('shows a refused NetBuilder post again: the values, the choices, the ticked consent and the messages', async () => {
    renderRefused('/business-credit-builder/apply', {
      form: 'netbuilder',
      values: {
        firstName: 'Blake',
        lastName: 'Builder',
        email: 'blake@example.com',
        phone: '12',
        entityType: 'llc',
        state: 'NY',
        plan: 'pro',
        agreeToTerms: 'on',
      },
      fieldErrors: { phone: 'Please enter a valid phone number' },
      message: 'You have sent several applications in a short time. Please try again in 5 minutes.',
    });
    await screen.findByRole('form', { name: 'NetBuilder application' }, { timeout: 5000 });
    expect(value(/First name/)).toBe('Blake');
    expect(value(/^Phone/)).toBe('12');
    expect(value(/Business structure/)).toBe('llc');
    expect(value(/State of registration/)).toBe('NY');
    expect(value(/^Plan/)).toBe('pro');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(
      screen.getByText('You have sent several applications in a short time. Please try again in 5 minutes.'),
    ).toBeTruthy();
  });

  it('shows a refused Net30 post again with its trade references and their messages', async () => {
    renderRefused('/net30/apply', {
      form: 'net30',
      values: {
        firstName: 'Sam',
        requestedLimit: '5000',
        intendedUse: 'Paper',
        'tradeReferences.0.company': '',
        'tradeReferences.0.contact': 'Pat',
      },
      fieldErrors: {
        'tradeReferences.0.company': 'Please enter the company',
        intendedUse: 'Please tell us what you plan to buy (at least 10 characters)',
      },
    });
    const group = await screen.findByRole('group', { name: 'Trade reference 1' }, { timeout: 5000 });
    expect(((group.querySelector('input[name="tradeReferences.0.contact"]') as HTMLInputElement) ?? {}).value).toBe(
      'Pat',
    );
    expect(screen.getByText('Please enter the company')).toBeTruthy();
    expect(value(/What do you plan to buy/)).toBe('Paper');
    expect(screen.getByText('Please tell us what you plan to buy (at least 10 characters)')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('Net30: the reference buttons (submit buttons for a browser without the app) only add and remove rows; Enter in a field still sends the form', async () => {
    const user = userEvent.setup();
    renderApp('/net30/apply');
    await user.click(await screen.findByRole('button', { name: 'Add a trade reference' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Add a trade reference' }));
    expect(screen.getAllByRole('group', { name: /Trade reference/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove reference 1' }));
    const group = screen.getByRole('group', { name: 'Trade reference 1' });
    expect(screen.getAllByRole('group', { name: /Trade reference/ })).toHaveLength(1);
    // Enter submits through the form's default button, not "Remove reference 1": the row stays, the checks run.
    await user.type(group.querySelector('input')!, 'Acme{Enter}');
    expect(await screen.findByText('Please enter your first name')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /Trade reference/ })).toHaveLength(1);
  });

  it('shows the NetBuilder receipt the server sends a posting browser to', async () => {
    renderApp('/business-credit-builder/apply?reference=NB-000042&plan=growth');
    expect(await screen.findByRole('heading', { name: 'Application received' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('NB-000042')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sign in to continue to checkout' })).toBeTruthy();
  });

  it('shows the Net30 receipt with the claim link, and nothing for a reference that is not one', async () => {
    renderApp('/net30/apply?reference=N30-000007&token=abcdefghijklmnopqrstuvwxyz012345');
    await screen.findByRole('heading', { name: 'Application received' }, { timeout: 5000 });
    expect(screen.getByText('N30-000007')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow your application' }).getAttribute('href')).toBe(
      '/net30/claim?token=abcdefghijklmnopqrstuvwxyz012345',
    );
  });

  it('ignores a search that is no receipt (the form is shown)', async () => {
    renderApp('/net30/apply?reference=Call%20555-0100%20now');
    expect(await screen.findByRole('form', { name: 'Net30 application' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Application received' })).toBeNull();
  });
});
