import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { serviceLinks } from '../../layout/navigation';
import { industries, products } from '../content/products';

/**
 * The marketing pages build their plan, product and industry texts from the catalogue (web/src/lib/catalogue.ts);
 * these are the texts on screen before the catalogue existed, word for word.
 */
describe('texts built from the catalogue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('home page: the NetBuilder summary, the product cards and the ten industry tiles', async () => {
    // jsdom has no IntersectionObserver; the home page's counters start when they scroll into view.
    vi.stubGlobal('IntersectionObserver', class { observe() {} unobserve() {} disconnect() {} });
    renderApp('/');
    expect(await screen.findByText('Plans from $29 a month, with tradelines of $2,500, $7,500 or $15,000')).toBeTruthy();
    expect(screen.getByText('Net 15, Net 30 or Net 45 terms, reported monthly')).toBeTruthy();
    expect(screen.getByText('Compare Starter, Growth and Pro, then subscribe online in a few minutes.')).toBeTruthy();
    expect(industries.map((industry) => industry.name)).toEqual([
      'Retail',
      'Restaurants',
      'Healthcare',
      'Construction',
      'Transportation',
      'Manufacturing',
      'Commercial Real Estate',
      'eCommerce',
      'Professional Services',
      'Other Businesses',
    ]);
    expect(industries[9]!.text).toBe('If you have steady revenue, we have options.');
    expect(products.map((product) => [product.name, product.to, product.badge])).toEqual([
      ['Investment Property Loans', '/services/investment-property-loans', 'Featured'],
      ['Revenue-Based Financing', '/services/revenue-based-financing', 'Popular'],
      ['Business Term Loans', '/services/business-term-loans', undefined],
      ['Line of Credit', '/services/line-of-credit', undefined],
      ['Commercial Real Estate', '/services/commercial-real-estate', undefined],
    ]);
  });

  it('navigation: the service links and the NetBuilder price', () => {
    expect(serviceLinks.map((link) => [link.label, link.to])).toEqual([
      ['Investment Property Loans', '/services/investment-property-loans'],
      ['Revenue-Based Financing', '/services/revenue-based-financing'],
      ['Business Term Loans', '/services/business-term-loans'],
      ['Line of Credit', '/services/line-of-credit'],
      ['Commercial Real Estate', '/services/commercial-real-estate'],
      ['NetBuilder Credit Building', '/netbuilder'],
    ]);
    expect(serviceLinks.at(-1)!.description).toBe('Build business credit from $29 a month, cancel any time');
  });

  it('FAQ: the NetBuilder answer', async () => {
    renderApp('/support/faq');
    expect(
      await screen.findByText(
        'A monthly credit-building subscription that reports tradeline payments to business credit bureaus. Plans are $29, $59 or $99 a month, with credit limits of $2,500, $7,500 or $15,000.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('Business Credit Builder: the three plan cards', async () => {
    renderApp('/business-credit-builder');
    const growth = (await screen.findByRole('heading', { name: 'Growth' })).closest('div')!.parentElement!;
    expect(within(growth).getByText('$59/month')).toBeTruthy();
    expect(within(growth).getByText('Tradeline value up to $7,500')).toBeTruthy();
    expect(within(growth).getByText('Net 30 terms')).toBeTruthy();
    expect(within(growth).getByText('Reports to Dun & Bradstreet, Experian')).toBeTruthy();
    expect(within(growth).getByText('Most Popular')).toBeTruthy();
    expect(screen.getByText('Tradeline value up to $15,000')).toBeTruthy();
  });

  it('NetBuilder application form: the plan choices', async () => {
    renderApp('/business-credit-builder/apply');
    const plan = await screen.findByRole('combobox', { name: /plan/i }, { timeout: 5000 });
    expect(within(plan).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a plan',
      'Starter: $29/month, up to $2,500, Net 15',
      'Growth: $59/month, up to $7,500, Net 30 (Most Popular)',
      'Pro: $99/month, up to $15,000, Net 45',
    ]);
  });
});
