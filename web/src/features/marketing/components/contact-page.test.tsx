import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../../app/app';
import type { Submission } from '../../../lib/submission';
import { renderApp } from '../../../test/render-app';

/*
 * Issue 28 item 3: the contact form is an HTML form the browser can post itself (page-forms/contact.ts); a post the
 * server refused comes back as the page with what was typed and the reasons; the app's own submit still takes over.
 */

function renderRefused(submission: Submission, path = '/support/contact') {
  const history = createMemoryHistory({ initialEntries: [path] });
  return render(<App history={history} graphqlUri={`${window.location.origin}/graphql`} submission={submission} />);
}

describe('/support/contact as a form the browser can post', { timeout: 30_000 }, () => {
  it('is a post to its own page, naming itself and each field', async () => {
    renderApp('/support/contact');
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/support/contact');
    const named = [...form.querySelectorAll('[name]')].map((element) => element.getAttribute('name'));
    expect(named).toEqual(['_form', 'name', 'email', 'phone', 'company', 'topic', 'message']);
    expect(form.querySelector<HTMLInputElement>('input[name="_form"]')?.value).toBe('contact');
  });

  it('shows a refused post again: the values as typed, the messages under their fields and above the form', async () => {
    renderRefused({
      form: 'contact',
      values: {
        name: 'Rosa Delgado',
        email: 'rosa@example.com',
        phone: '',
        company: 'Delgado Bakery',
        topic: 'funding',
        message: 'Too short',
      },
      fieldErrors: { message: 'Please tell us a little more (at least 20 characters)' },
      message: 'You have sent several messages in a short time. Please try again in 5 minutes.',
    });
    expect(((await screen.findByLabelText(/Your name/)) as HTMLInputElement).value).toBe('Rosa Delgado');
    expect((screen.getByRole('textbox', { name: /^Company/ }) as HTMLInputElement).value).toBe('Delgado Bakery');
    expect((screen.getByLabelText(/^Topic/) as HTMLInputElement).value).toBe('funding');
    expect((screen.getByLabelText(/^Message/) as HTMLInputElement).value).toBe('Too short');
    expect(screen.getByLabelText(/^Message/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please tell us a little more (at least 20 characters)')).toBeTruthy();
    expect(
      screen.getByText('You have sent several messages in a short time. Please try again in 5 minutes.'),
    ).toBeTruthy();
  });

  it('then sends as the app does once corrected: the toast, the form emptied, no post', async () => {
    renderRefused({
      form: 'contact',
      values: {
        name: 'Rosa Delgado',
        email: 'rosa@example.com',
        phone: '',
        company: '',
        topic: 'funding',
        message: 'Too short',
      },
      fieldErrors: { message: 'Please tell us a little more (at least 20 characters)' },
    });
    const user = userEvent.setup();
    // After React's own handler (on the root): the browser's post was prevented.
    const submits: boolean[] = [];
    const onSubmit = (event: Event) => submits.push(event.defaultPrevented);
    document.addEventListener('submit', onSubmit);
    const message = await screen.findByLabelText(/^Message/);
    await user.type(message, ': we need $80,000 for a second oven.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    document.removeEventListener('submit', onSubmit);
    expect(submits).toEqual([true]);
    expect(
      await screen.findByText('Thank you, Rosa Delgado! A funding specialist will reply within one business day.'),
    ).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Please tell us a little more (at least 20 characters)')).toBeNull();
  });

  it('says the message was sent on the page the server sends a posting browser to (?sent=1)', async () => {
    renderApp('/support/contact?sent=1');
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Message sent');
    expect(status.textContent).toContain('Thank you! A funding specialist will reply within one business day.');
  });
});
