import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { rosasOffers } from '../../../mocks/offers-fixture';
import { OfferComparison } from './offer-comparison';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const renderWithTheme = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

function tableRows() {
  const table = screen.getByRole('table', { name: 'Offer comparison' });
  return within(table).getAllByRole('row').slice(1);
}
const lenderOrder = () => tableRows().map((row) => row.getAttribute('aria-label'));

describe('OfferComparison (BACKOFFICE §5.2, R22)', () => {
  it("shows Rosa's three offers with the table's figures, column for column", () => {
    renderWithTheme(<OfferComparison offers={rosasOffers(NOW)} label="Offer comparison" now={NOW} />);
    const cells = (name: string) =>
      within(tableRows().find((row) => row.getAttribute('aria-label') === name)!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    expect(cells('Cedar Growth')).toEqual(['$58,200.00', '$76,800.00', '189 × $406.35 daily', '$18,600.00', '77.38%', '32.0¢', '$8,533.33', '22.5%']);
    expect(cells('Harbor Funding')).toEqual(['$50,000.00', '$67,500.00', '126 × $535.71 daily', '$17,500.00', '125.91%', '35.0¢', '$11,250.00', '29.6%']);
    expect(cells('Summit Capital')).toEqual(['$58,800.00', '$68,082.96', '12 × $5,673.58 monthly', '$9,282.96', '27.97%', '15.8¢', '$5,673.58', '14.9%']);
  });

  it('names each offer by its amount and pricing, as §5.2 labels its rows ("Cedar RBF: $60,000, factor 1.28, …")', () => {
    renderWithTheme(<OfferComparison offers={rosasOffers(NOW)} label="Offer comparison" now={NOW} />);
    const heading = (name: string) => tableRows().find((row) => row.getAttribute('aria-label') === name)!.querySelector('td')!.textContent;
    expect(heading('Cedar Growth')).toContain('Revenue-Based Financing · $60,000.00 · Factor 1.28 (APR 77.38%)');
    expect(heading('Summit Capital')).toContain('Business Term Loan · $60,000.00 · 24.00% interest (APR 27.97%)');
    // Phones get the same line on each card.
    const cards = within(screen.getByRole('list', { name: 'Offer comparison' })).getAllByRole('listitem');
    expect(cards.find((card) => card.getAttribute('aria-label') === 'Harbor Funding')!.textContent).toContain('$50,000.00 · Factor 1.35 (APR 125.91%)');
  });

  it('puts the badges on the row that earned them (all three on Summit), none elsewhere', () => {
    renderWithTheme(<OfferComparison offers={rosasOffers(NOW)} label="Offer comparison" now={NOW} />);
    const badges = (name: string) => {
      const row = tableRows().find((each) => each.getAttribute('aria-label') === name)!;
      const list = within(row).queryByLabelText('Badges');
      return list ? Array.from(list.children).map((badge) => badge.textContent) : [];
    };
    expect(badges('Summit Capital')).toEqual(['Lowest APR', 'Lowest total cost', 'Lowest payment']);
    expect(badges('Cedar Growth')).toEqual([]);
    expect(badges('Harbor Funding')).toEqual([]);
  });

  it('sorts by APR first, then by total cost or by monthly payment', async () => {
    renderWithTheme(<OfferComparison offers={rosasOffers(NOW)} label="Offer comparison" now={NOW} />);
    expect(lenderOrder()).toEqual(['Summit Capital', 'Cedar Growth', 'Harbor Funding']);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sortBy, 'Total cost');
    expect(lenderOrder()).toEqual(['Summit Capital', 'Harbor Funding', 'Cedar Growth']);
    await userEvent.selectOptions(sortBy, 'Payment');
    expect(lenderOrder()).toEqual(['Summit Capital', 'Cedar Growth', 'Harbor Funding']);
    const table = screen.getByRole('table', { name: 'Offer comparison' });
    expect(within(table).getByRole('columnheader', { name: /^Avg \/ month/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('lists ended offers after the ones still in play, whatever the sort', () => {
    const [cedar, harbor, summit] = rosasOffers(NOW);
    const offers = [cedar!, { ...harbor!, status: 'declined' as const }, { ...summit!, status: 'expired' as const, badges: [] }];
    renderWithTheme(<OfferComparison offers={offers} label="Offer comparison" now={NOW} />);
    expect(lenderOrder()).toEqual(['Cedar Growth', 'Summit Capital', 'Harbor Funding']);
  });

  it('counts down to the expiry of open offers: days, then hours under two days', () => {
    renderWithTheme(<OfferComparison offers={rosasOffers(NOW)} label="Offer comparison" now={NOW} />);
    const row = (name: string) => tableRows().find((each) => each.getAttribute('aria-label') === name)!;
    expect(within(row('Cedar Growth')).getByText(/^Expires in 5 days \(/)).toBeTruthy();
    expect(within(row('Harbor Funding')).getByText(/^Expires in 30 hours \(/)).toBeTruthy();
  });

  it('shows a column’s formula when its “?” is pressed', async () => {
    renderWithTheme(<OfferComparison offers={rosasOffers(NOW)} label="Offer comparison" now={NOW} />);
    const table = screen.getByRole('table', { name: 'Offer comparison' });
    await userEvent.click(within(table).getByRole('button', { name: 'How Burden is computed' }));
    expect(await screen.findByText(/average monthly payment ÷ your monthly revenue/)).toBeTruthy();
  });
});
