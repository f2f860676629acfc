import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../../app/system';
import { rosasOffers } from '../../../mocks/offers-fixture';
import { EnterOfferDialog } from './enter-offer-dialog';
import { AcceptForClientDialog, FellThroughDialog } from './staff-offer-dialogs';

const renderWithTheme = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);
const [cedar] = rosasOffers();

describe('R13 Accept offer for client', () => {
  it('needs a consent note, then sends the channel and the note', async () => {
    const onAccept = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(<AcceptForClientDialog offer={cedar!} onClose={() => {}} onAccept={onAccept} />);
    const dialog = await screen.findByRole('dialog', { name: 'Accept Cedar Growth’s offer for the client?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept for client' }));
    expect(within(dialog).getByText('A consent note is required')).toBeTruthy();
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Where the client said yes' }), 'E-mail');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Consent note/ }), 'Rosa replied yes on Nov 23, 9:40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept for client' }));
    expect(onAccept).toHaveBeenCalledWith(cedar, { channel: 'email', note: 'Rosa replied yes on Nov 23, 9:40' });
  });
});

describe('R13 Mark fell through', () => {
  it('needs a reason code, and a note for “Other”', async () => {
    const onReport = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(<FellThroughDialog offer={cedar!} onClose={() => {}} onReport={onReport} />);
    const dialog = await screen.findByRole('dialog', { name: 'Mark Cedar Growth’s deal as fallen through?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark fell through' }));
    expect(within(dialog).getByText('Choose a reason')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark fell through' }));
    expect(within(dialog).getByText('Add a note for the reason “Other”')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Bank verification failed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark fell through' }));
    expect(onReport).toHaveBeenCalledWith(cedar, 'bank_verification_failed', null);
  });
});

describe('R13 Enter offer received by e-mail', () => {
  it("previews the server's figures from the typed terms and enters the offer with its evidence", async () => {
    const preview = vi.fn().mockResolvedValue(cedar!.figures);
    const onEnter = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(
      <EnterOfferDialog
        open
        onClose={() => {}}
        lenders={[{ id: '3', name: 'Cedar Growth' }]}
        documents={[{ id: '61', label: 'Bank statements — offer-email.pdf' }]}
        preview={preview}
        onEnter={onEnter}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enter offer received by e-mail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter offer' }));
    expect(within(dialog).getByText('Choose the lender that sent the offer')).toBeTruthy();
    expect(within(dialog).getByText('Choose the document the offer came in (the evidence)')).toBeTruthy();
    expect(onEnter).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Lender/ }), 'Cedar Growth');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^Evidence/ }), 'Bank statements — offer-email.pdf');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '60,000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Factor rate/ }), '1.28');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Term/ }), '9');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Fee withheld/ }), '3');
    const terms = { product: 'revenue-based-financing', amountCents: 6_000_000, pricingType: 'factor', factorE4: 12_800, termMonths: 9, frequency: 'daily', originationFeeBps: 300, otherFeesCents: 0, prepayment: 'none', conditions: [], expiresInDays: 7 };
    await waitFor(() => expect(preview).toHaveBeenLastCalledWith(terms));
    const box = await within(dialog).findByRole('region', { name: 'Disclosure' });
    expect(within(box).getAllByText('77.38%').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter offer' }));
    await waitFor(() => expect(onEnter).toHaveBeenCalledWith({ lenderId: '3', evidenceDocumentId: '61', terms }));
  });
});
