import { Button, ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../app/system';
import { EmptyState } from './empty-state';
import { KpiCard } from './kpi-card';
import { PageHeader } from './page-header';
import { StatusChip, statusText, statusTone } from './status-chip';

const renderWithTheme = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

describe('PageHeader', () => {
  it('shows the one h1, the subtitle, the eyebrow and the actions', () => {
    renderWithTheme(
      <PageHeader eyebrow="NF-2026-000123" title="Application Review" subtitle="Harbor Bakery · $60,000" actions={<Button>Start review</Button>} />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Application Review']);
    expect(screen.getByText('Harbor Bakery · $60,000')).toBeTruthy();
    expect(screen.getByText('NF-2026-000123')).toBeTruthy();
    expect(within(screen.getByTestId('page-header-actions')).getByRole('button', { name: 'Start review' })).toBeTruthy();
  });

  it('renders no actions area without actions', () => {
    renderWithTheme(<PageHeader title="Blog" />);
    expect(screen.queryByTestId('page-header-actions')).toBeNull();
  });
});

describe('StatusChip', () => {
  it.each([
    ['submitted', 'info', 'Submitted'],
    ['in_review', 'info', 'In review'],
    ['declined', 'danger', 'Declined'],
    ['funded', 'success', 'Funded'],
    ['requested', 'warning', 'Requested'],
    ['withdrawn', 'neutral', 'Withdrawn'],
    ['something_new', 'neutral', 'Something new'],
  ] as const)('%s: tone %s, reads "%s"', (status, tone, text) => {
    renderWithTheme(<StatusChip status={status} />);
    const chip = screen.getByText(text);
    expect(chip.getAttribute('data-tone')).toBe(tone);
    expect(chip.getAttribute('data-status')).toBe(status);
  });

  it('takes a label and a tone of the caller', () => {
    renderWithTheme(<StatusChip status="review" label="Under Review" tone="info" />);
    expect(screen.getByText('Under Review').getAttribute('data-tone')).toBe('info');
  });

  it('exports the tone and text rules for other views', () => {
    expect(statusTone('rejected')).toBe('danger');
    expect(statusText('info_requested')).toBe('Info requested');
  });
});

describe('EmptyState', () => {
  it('says what is missing and offers its actions', () => {
    renderWithTheme(
      <EmptyState title="No applications match these filters" description="Try fewer filters." actions={<Button>Clear filters</Button>} />,
    );
    const state = screen.getByRole('status');
    expect(within(state).getByText('No applications match these filters')).toBeTruthy();
    expect(within(state).getByText('Try fewer filters.')).toBeTruthy();
    expect(within(state).getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('works with the message alone', () => {
    renderWithTheme(<EmptyState title="No lenders yet" />);
    expect(within(screen.getByRole('status')).queryByRole('button')).toBeNull();
  });
});

describe('KpiCard', () => {
  it('is one group named by its label, with the value and the hint', () => {
    renderWithTheme(<KpiCard label="Median time to decision" value="18 h" hint="62 % within 24 h" tone="warning" />);
    const card = screen.getByRole('group', { name: 'Median time to decision' });
    expect(within(card).getByText('18 h')).toBeTruthy();
    expect(within(card).getByText('62 % within 24 h')).toBeTruthy();
  });
});
