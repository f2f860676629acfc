import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../../app/system';
import { rosasOffers } from '../../../mocks/offers-fixture';
import { AcceptOfferDialog, DeclineOfferDialog } from './offer-dialogs';

const renderWithTheme = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);
const [cedar, harbor, summit] = rosasOffers();
const conflict = (message: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code: 'CONFLICT' } }] });

describe('AcceptOfferDialog (R22)', () => {
  it('shows the disclosure box with every §5.2 figure, the APR convention and the estimate labelled as one', async () => {
    renderWithTheme(<AcceptOfferDialog offer={cedar!} onClose={() => {}} onAccept={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Accept Cedar Growth’s offer?' });
    const box = within(dialog).getByRole('region', { name: 'Disclosure' });
    const definition = (term: string) => within(box).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(definition('Amount')).toBe('$60,000.00');
    expect(definition('Fees withheld')).toBe('$1,800.00');
    expect(definition('You receive')).toBe('$58,200.00 (amount − fees withheld)');
    expect(definition('Payments')).toBe('189 payments of $406.35 every business day, the last one $406.20');
    expect(definition('Total repayment')).toBe('$76,800.00');
    expect(definition('APR')).toBe('77.38% (Reg Z actuarial method, 252 business days a year)');
    expect(definition('Cost per dollar received')).toBe('32.0¢');
    expect(definition('Average monthly payment')).toBe('$8,533.33 (21 business days a month)');
    expect(definition('Payment burden')).toBe('22.5% of your monthly revenue');
    expect(definition('Estimated annualized cost (estimate)')).toMatch(/^42\.61% — an estimate .*not an APR$/);
  });

  it('keeps Accept disabled until “I have read the terms” is ticked, then accepts', async () => {
    const onAccept = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    renderWithTheme(<AcceptOfferDialog offer={summit!} onClose={onClose} onAccept={onAccept} />);
    const dialog = await screen.findByRole('dialog', { name: 'Accept Summit Capital’s offer?' });
    const accept = within(dialog).getByRole('button', { name: 'Accept offer' });
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(accept);
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read the terms' }));
    expect((accept as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(accept);
    expect(onAccept).toHaveBeenCalledWith(summit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's sentence when the offer is no longer available, and stays open", async () => {
    const onClose = vi.fn();
    renderWithTheme(<AcceptOfferDialog offer={harbor!} onClose={onClose} onAccept={() => Promise.reject(conflict('This offer is no longer available'))} />);
    const dialog = await screen.findByRole('dialog', { name: 'Accept Harbor Funding’s offer?' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I have read the terms' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This offer is no longer available');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when accepting re-shares the file with a lender whose access was revoked', async () => {
    renderWithTheme(<AcceptOfferDialog offer={harbor!} onClose={() => {}} onAccept={vi.fn()} lenderRevoked />);
    const dialog = await screen.findByRole('dialog', { name: 'Accept Harbor Funding’s offer?' });
    expect(within(dialog).getByText(/You ended Harbor Funding’s access to your file\. Accepting this offer shares your file with Harbor Funding again/)).toBeTruthy();
  });
});

describe('DeclineOfferDialog (R22)', () => {
  it('declines with the optional reason, trimmed, or with none', async () => {
    const onDecline = vi.fn().mockResolvedValue(undefined);
    const { unmount } = renderWithTheme(<DeclineOfferDialog offer={cedar!} onClose={() => {}} onDecline={onDecline} />);
    let dialog = await screen.findByRole('dialog', { name: 'Decline Cedar Growth’s offer?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Payments too high  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(onDecline).toHaveBeenLastCalledWith(cedar, 'Payments too high');
    unmount();
    renderWithTheme(<DeclineOfferDialog offer={cedar!} onClose={() => {}} onDecline={onDecline} />);
    dialog = await screen.findByRole('dialog', { name: 'Decline Cedar Growth’s offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    expect(onDecline).toHaveBeenLastCalledWith(cedar, null);
  });
});
