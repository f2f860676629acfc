import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { AcceptLenderInviteMutationVariables } from '../api/lender-invite.generated';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { setSignedIn, type MockUser } from '../../../mocks/scenario';
import { renderApp } from '../../../test/render-app';

const INVALID = 'This invitation link has expired or was already used';
const invitee: MockUser = { __typename: 'User', id: '42', username: 'new@lender.example', role: 'lender' as MockUser['role'], email: 'new@lender.example', firstName: null, lastName: null, twoFactorSetupRequired: false };

async function fill(password: string, confirmPassword: string) {
  const user = userEvent.setup();
  const form = (await screen.findByRole('heading', { name: 'Set your password' })).closest('form')!;
  if (password) await user.type(within(form).getByLabelText('New password'), password);
  if (confirmPassword) await user.type(within(form).getByLabelText('Confirm password'), confirmPassword);
  await user.click(within(form).getByRole('button', { name: 'Set password and sign in' }));
}

describe('/auth/set-password (a lender user’s invitation)', { timeout: 20_000 }, () => {
  it('asks for 12 characters and the same password twice before calling the server', async () => {
    renderApp('/auth/set-password?token=abc');
    await fill('short', 'other');
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('New password'));
    await fill('long-password-1', 'long-password-2');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('sets the password, signs the user in and lands on the lender portal', async () => {
    const sent: unknown[] = [];
    mockServer.use(
      graphql.link('*/graphql').mutation<never, AcceptLenderInviteMutationVariables>('AcceptLenderInvite', ({ variables }) => {
        sent.push(variables);
        setSignedIn(invitee);
        return HttpResponse.json({ data: { acceptLenderInvite: invitee } });
      }),
    );
    const { history } = renderApp('/auth/set-password?token=abc');
    await fill('long-password-1', 'long-password-1');
    await waitFor(() => expect(history.location.pathname).toBe('/lender/dashboard'));
    expect(sent).toEqual([{ input: { token: 'abc', password: 'long-password-1', confirmPassword: 'long-password-1' } }]);
  });

  it('says plainly when the link is no longer valid', async () => {
    mockServer.use(
      graphql.link('*/graphql').mutation('AcceptLenderInvite', () =>
        HttpResponse.json({ data: null, errors: [{ message: INVALID, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: INVALID } } }] }),
      ),
    );
    renderApp('/auth/set-password?token=used');
    await fill('long-password-1', 'long-password-1');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByText('Ask your NetFund contact to send a new invitation.')).toBeTruthy();
  });

  it('disables the form without a token', async () => {
    renderApp('/auth/set-password');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set password and sign in' }).hasAttribute('disabled')).toBe(true);
  });
});
