import { Badge, Box, Container, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { MemberNet30FeeBoxFieldsFragment, MemberNet30InvoiceRowFragment } from '../api/net30.generated';
import { EmptyState } from '../../backoffice/components/empty-state';
import { PageHeader, type PageHeaderProps } from '../../backoffice/components/page-header';
import { platformToday } from '../../funding/lib/funding-format';
import { dueText, formatCalendarDate, formatCents, INVOICE_STATUS_LABELS, label, lateFeeTierText, statusPalette } from '../lib/net30-format';

/** The frame of the three Net30 pages: the site's container and the page header (its h1 is the route's title). */
export function Net30Page({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageHeader {...header} />
      <Stack gap={{ base: 6, md: 8 }}>{children}</Stack>
    </Container>
  );
}

/** A titled section of a page (h2), with an optional action on the right. */
export function Section({ title, action, children, description }: { title: string; action?: ReactNode; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} minW="0">
      <HStack justify="space-between" align="center" mb="3" gap="3" flexWrap="wrap">
        <Heading as="h2" id={id} size="md">
          {title}
        </Heading>
        {action}
      </HStack>
      {description ? (
        <Text fontSize="sm" color="fg.muted" mt="-1" mb="3">
          {description}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

export function StatusBadge({ status, labels = INVOICE_STATUS_LABELS }: { status: string; labels?: Record<string, string> }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="subtle" whiteSpace="nowrap">
      {label(labels, status)}
    </Badge>
  );
}

/** R26: a sandbox order, never furnished. */
export function TestBadge() {
  return (
    <Badge colorPalette="purple" variant="solid" size="sm" title="A test order from the order sandbox: never reported to the bureaus">
      TEST
    </Badge>
  );
}

/** A table that scrolls sideways on phones rather than squeezing its columns. */
export function ScrollTable({ label: name, children }: { label: string; children: ReactNode }) {
  return (
    // position: relative keeps the cells' visually hidden texts (absolutely placed) inside the scroller, not widening the page.
    <Box overflowX="auto" position="relative" borderWidth="1px" rounded="lg" tabIndex={0} aria-label={`${name} (scrolls sideways on small screens)`}>
      {children}
    </Box>
  );
}

/** R24 open and paid invoices: number (→ R25), issued, due, amount, balance, status, days to/past due. */
export function InvoiceTable({ invoices, caption, empty }: { invoices: readonly MemberNet30InvoiceRowFragment[]; caption: string; empty: ReactNode }) {
  if (invoices.length === 0) return <>{empty}</>;
  const today = platformToday();
  return (
    <ScrollTable label={caption}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Invoice</Table.ColumnHeader>
            <Table.ColumnHeader>Issued</Table.ColumnHeader>
            <Table.ColumnHeader>Due</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Days to/past due</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((invoice) => (
            <Table.Row key={invoice.id}>
              <Table.Cell whiteSpace="nowrap">
                <HStack gap="2">
                  <Link to="/net30/invoice/$id" params={{ id: invoice.id }} style={{ textDecoration: 'underline', fontWeight: 500 }}>
                    {invoice.number}
                  </Link>
                  {invoice.isTest ? <TestBadge /> : null}
                </HStack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatCalendarDate(invoice.issuedOn)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatCalendarDate(invoice.dueOn)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatCents(invoice.totalCents)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatCents(invoice.balanceCents)}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={invoice.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color={invoice.daysPastDue > 0 ? 'fg.error' : undefined}>
                {invoice.status === 'paid' && invoice.paidOn ? `Paid ${formatCalendarDate(invoice.paidOn)}` : dueText(invoice, today)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}

/** R24 the fee box: annual fee, late fee tiers, grace days, hold after N days past due. */
export function FeeBox({ feeBox }: { feeBox: MemberNet30FeeBoxFieldsFragment }) {
  const rows: [string, ReactNode][] = [
    ['Annual fee', feeBox.annualFeeCents > 0 ? formatCents(feeBox.annualFeeCents) : 'None ($0.00)'],
    [
      'Late fee',
      feeBox.lateFeeTiers.length > 0 ? (
        <Stack as="ul" gap="0.5" listStyleType="none">
          {lateFeeTierText(feeBox.lateFeeTiers).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Stack>
      ) : (
        'None'
      ),
    ],
    ['Grace period', `${feeBox.graceDays} ${feeBox.graceDays === 1 ? 'day' : 'days'} after the due date before a late fee`],
    ['Account hold', `After ${feeBox.holdAfterDays} ${feeBox.holdAfterDays === 1 ? 'day' : 'days'} past due, until past-due invoices are paid`],
    ['Statements', `Monthly, on day ${feeBox.statementDay}`],
  ];
  return <Facts rows={rows} />;
}

/** Label/value pairs as a description list. */
export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: 'minmax(5.5rem, max-content) 1fr', sm: 'minmax(8rem, max-content) 1fr' }} columnGap={{ base: '4', sm: '6' }} rowGap="2" fontSize="sm">
      {rows.map(([name, value]) => (
        <Box key={name} display="contents">
          <Text as="dt" color="fg.muted">
            {name}
          </Text>
          <Box as="dd" minW="0" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Shown to an admin who opened a client page without `?clientId=`. */
export function ChooseClientNote({ children }: { children?: ReactNode }) {
  return (
    <EmptyState
      title="Choose a client to view their Net30 account"
      description={
        <>
          Open a client from <Link to="/admin/net30" style={{ textDecoration: 'underline' }}>Net30 Administration</Link>, or pick an account below.
        </>
      }
      actions={children}
    />
  );
}
