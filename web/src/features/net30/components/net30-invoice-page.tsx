import { Alert, Box, Button, HStack, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useMemberNet30InvoiceQuery, type MemberNet30InvoiceDetailFragment } from '../api/net30.generated';
import { isNotFound, loadFailureMessage } from '../../application-workspace/lib/workspace';
import { EmptyState } from '../../backoffice/components/empty-state';
import { useSessionUser } from '../../auth/api/use-session-user';
import {
  FEE_TYPE_LABELS,
  formatCalendarDate,
  formatCents,
  formatTimestamp,
  label,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../lib/net30-format';
import { adminNet30Search, type PaymentReturn } from '../lib/search';
import { RecordPaymentDialog, VoidDialog, WaiveFeeDialog } from './invoice-admin-dialogs';
import { Facts, Net30Page, ScrollTable, Section, StatusBadge, TestBadge } from './net30-parts';
import { PayDialog } from './pay-dialog';

type Invoice = MemberNet30InvoiceDetailFragment;
type Fee = Invoice['fees'][number];

/** The page's h1 in every state (route-meta.json's title without the id). */
const TITLE = 'Net30 Invoice';
export const INVOICE_NOT_FOUND = 'Invoice not found';
export const PAYMENT_RECEIVED = 'Payment received — it appears here once confirmed';
/** How often, and how many times, the page looks again for the provider's confirmation after a checkout. */
export const CONFIRMATION_POLL_MS = 2_000;
export const CONFIRMATION_POLLS = 5;
export const invoicePdfUrl = (id: string) => `/api/net30/invoices/${id}/pdf`;

export interface Net30InvoicePageProps {
  idParam: string;
  /** `?payment=` from the hosted checkout's return URL; shown once, then `onPaymentNoticeShown` drops it. */
  payment?: PaymentReturn;
  onPaymentNoticeShown?: () => void;
}

/** R25 `/net30/invoice/{id}`: one invoice (its client, or an admin); anyone else's is "Invoice not found". */
export function Net30InvoicePage({ idParam, payment, onPaymentNoticeShown }: Net30InvoicePageProps) {
  const validId = /^[1-9]\d{0,17}$/.test(idParam);
  const query = useMemberNet30InvoiceQuery({ variables: { id: idParam }, skip: !validId, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: false });
  const [returned] = useState(payment);
  const noticeShown = useRef(false);
  useEffect(() => {
    if (!payment || noticeShown.current) return;
    noticeShown.current = true;
    // The alert stays (state); the parameter goes, so a reload does not say it again.
    onPaymentNoticeShown?.();
  }, [payment, onPaymentNoticeShown]);

  const invoice = query.data?.net30Invoice;
  usePollUntilConfirmed(returned === 'success' && !!invoice, invoice, () => query.refetch());

  if (!validId || (query.error && isNotFound(query.error))) return <NotFound />;
  if (!invoice) {
    return (
      <Net30Page title={TITLE} eyebrow={<BackLink />}>
        {query.error ? (
          <Stack gap="3" align="start">
            <ErrorAlert message={loadFailureMessage(query.error, 'The invoice could not be loaded. Please try again.')} />
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <Stack gap="4" role="status" aria-busy="true" aria-label="Loading the invoice">
            <Skeleton height="24" />
            <Skeleton height="48" />
          </Stack>
        )}
      </Net30Page>
    );
  }
  return <InvoiceView invoice={invoice} returned={returned} reload={() => query.refetch()} />;
}

/** After `?payment=success`: look again a few times while a payment is still pending (the provider's webhook confirms it). */
function usePollUntilConfirmed(active: boolean, invoice: Invoice | undefined, refetch: () => Promise<unknown>) {
  const polls = useRef(0);
  const pending = invoice?.payments.some((payment) => payment.status === 'pending') ?? false;
  const firstLook = polls.current === 0;
  useEffect(() => {
    if (!active || polls.current >= CONFIRMATION_POLLS || (!pending && !firstLook)) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void refetch().catch(() => undefined);
    }, CONFIRMATION_POLL_MS);
    return () => clearTimeout(timer);
  }, [active, pending, firstLook, invoice, refetch]);
}

function BackLink() {
  const { user } = useSessionUser();
  if (user?.role === 'admin') {
    return (
      <Link to="/admin/net30" search={adminNet30Search('invoices')}>
        ← Net30 invoices
      </Link>
    );
  }
  return <Link to="/net30/dashboard">← Net30 Dashboard</Link>;
}

function NotFound() {
  const { user } = useSessionUser();
  return (
    <Net30Page title={TITLE} eyebrow={<BackLink />}>
      <EmptyState
        title={INVOICE_NOT_FOUND}
        description="There is no invoice with this number on your account."
        actions={
          <Button asChild variant="outline" size="sm">
            {user?.role === 'admin' ? (
              <Link to="/admin/net30" search={adminNet30Search('invoices')}>
                Back to Net30 invoices
              </Link>
            ) : (
              <Link to="/net30/dashboard">Back to your Net30 account</Link>
            )}
          </Button>
        }
      />
    </Net30Page>
  );
}

type Dialog = { kind: 'pay' } | { kind: 'record' } | { kind: 'void' } | { kind: 'waive'; fee: Fee };

function InvoiceView({ invoice, returned, reload }: { invoice: Invoice; returned: PaymentReturn | undefined; reload: () => Promise<unknown> }) {
  const { user } = useSessionUser();
  const admin = user?.role === 'admin';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const settled = invoice.status === 'paid' || invoice.status === 'void';
  const pendingCents = invoice.payments.filter((payment) => payment.status === 'pending').reduce((sum, payment) => sum + payment.amountCents, 0);

  return (
    <Net30Page
      title={TITLE}
      eyebrow={<BackLink />}
      subtitle={
        <HStack as="span" display="inline-flex" gap="2" flexWrap="wrap">
          <Text as="span" color="fg" fontWeight="semibold" fontSize="lg">
            {invoice.number}
          </Text>
          <StatusBadge status={invoice.status} />
          {invoice.isTest ? <TestBadge /> : null}
        </HStack>
      }
      actions={
        <>
          {invoice.canPay ? (
            <Button colorPalette="blue" onClick={() => setDialog({ kind: 'pay' })} aria-haspopup="dialog">
              Pay now
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            {/* rest-compat net30-files.routes.ts: the invoice's owner or an admin. */}
            <a href={invoicePdfUrl(invoice.id)} download>
              Download PDF
            </a>
          </Button>
          {admin && !settled ? (
            <>
              <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'record' })} aria-haspopup="dialog">
                Record payment
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog({ kind: 'void' })} aria-haspopup="dialog">
                Void
              </Button>
            </>
          ) : null}
        </>
      }
    >
      {returned === 'success' ? (
        <Alert.Root status={pendingCents > 0 ? 'info' : 'success'} role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{PAYMENT_RECEIVED}</Alert.Title>
            {pendingCents > 0 ? <Alert.Description>{formatCents(pendingCents)} is waiting for the payment provider’s confirmation.</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {returned === 'canceled' ? (
        <Alert.Root status="neutral" role="status">
          <Alert.Content>
            <Alert.Title>Payment canceled</Alert.Title>
            <Alert.Description>No payment was taken. You can pay whenever you are ready.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {invoice.status === 'void' && invoice.voidReason ? (
        <Alert.Root status="neutral" role="status">
          <Alert.Content>
            <Alert.Title>This invoice was voided</Alert.Title>
            <Alert.Description>{invoice.voidReason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
        <Box gridColumn={{ md: 'span 2' }} borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} minW="0">
          <Facts
            rows={[
              ['Invoice', invoice.number],
              [
                'Account',
                admin && invoice.ownerUserId ? (
                  <Link key="account" to="/net30/dashboard" search={{ clientId: invoice.ownerUserId }}>
                    #{invoice.accountId} (the client&apos;s Net30 dashboard)
                  </Link>
                ) : (
                  `#${invoice.accountId}`
                ),
              ],
              ['Bill to', invoice.businessName],
              ['Issued', formatCalendarDate(invoice.issuedOn)],
              ['Due', formatCalendarDate(invoice.dueOn)],
              ['Terms', invoice.terms],
              ['Status', <StatusBadge key="status" status={invoice.status} />],
            ]}
          />
        </Box>
        {/* On phones what is owed comes first. */}
        <Box as="section" aria-label="Balance due" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} bg="bg.subtle" minW="0" order={{ base: -1, md: 0 }}>
          <Text fontSize="sm" color="fg.muted">
            Balance due
          </Text>
          <Text fontSize="3xl" fontWeight="semibold" fontVariantNumeric="tabular-nums" lineHeight="short">
            {formatCents(invoice.balanceCents)}
          </Text>
          <Text fontSize="sm" color={invoice.daysPastDue > 0 ? 'fg.error' : 'fg.muted'} mt="1">
            {invoice.status === 'paid' && invoice.paidOn
              ? `Paid ${formatCalendarDate(invoice.paidOn)}`
              : invoice.daysPastDue > 0
                ? `${invoice.daysPastDue} ${invoice.daysPastDue === 1 ? 'day' : 'days'} past due`
                : settled
                  ? 'Nothing to pay'
                  : `Due ${formatCalendarDate(invoice.dueOn)}`}
          </Text>
          {invoice.reportingNote ? (
            <Text fontSize="sm" mt="3" pt="3" borderTopWidth="1px">
              {invoice.reportingNote}
            </Text>
          ) : null}
        </Box>
      </SimpleGrid>

      <Section title="Lines">
        <ScrollTable label="Invoice lines">
          <Table.Root size="sm">
            <Table.Caption srOnly>Invoice lines</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.lines.map((line, index) => (
                <Table.Row key={index}>
                  <Table.Cell minW="40">{line.description}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{line.quantity}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCents(line.unitPriceCents)}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCents(line.amountCents)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={3} textAlign="end" fontWeight="semibold">Total</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCents(invoice.totalCents)}</Table.Cell>
              </Table.Row>
              {invoice.feesCents > 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={3} textAlign="end">Fees</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCents(invoice.feesCents)}</Table.Cell>
                </Table.Row>
              ) : null}
              {invoice.paidCents > 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={3} textAlign="end">Paid</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">−{formatCents(invoice.paidCents)}</Table.Cell>
                </Table.Row>
              ) : null}
              <Table.Row>
                <Table.Cell colSpan={3} textAlign="end" fontWeight="semibold">Balance due</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCents(invoice.balanceCents)}</Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </ScrollTable>
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 6, md: 8 }} alignItems="start">
        <Section title="Payments">
          {invoice.payments.length === 0 ? (
            <EmptyState title="No payments yet" description={invoice.canPay ? 'Pay now to pay the whole balance or a part of it.' : undefined} />
          ) : (
            <ScrollTable label="Payments">
              <Table.Root size="sm">
                <Table.Caption srOnly>Payments of this invoice</Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Date</Table.ColumnHeader>
                    <Table.ColumnHeader>Method</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {invoice.payments.map((payment) => (
                    <Table.Row key={payment.id}>
                      <Table.Cell whiteSpace="nowrap">{payment.receivedOn ? formatCalendarDate(payment.receivedOn) : formatTimestamp(String(payment.createdAt))}</Table.Cell>
                      <Table.Cell>
                        {label(PAYMENT_METHOD_LABELS, payment.method)}
                        {payment.reference ? (
                          <Text fontSize="xs" color="fg.muted">
                            Ref {payment.reference}
                          </Text>
                        ) : null}
                      </Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">{formatCents(payment.amountCents)}</Table.Cell>
                      <Table.Cell>
                        <StatusBadge status={payment.status} labels={PAYMENT_STATUS_LABELS} />
                        {payment.failureMessage ? (
                          <Text fontSize="xs" color="fg.error">
                            {payment.failureMessage}
                          </Text>
                        ) : null}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollTable>
          )}
        </Section>

        <Section title="Fees">
          {invoice.fees.length === 0 ? (
            <EmptyState title="No fees" description="A late fee is added only when an invoice is paid late, after the grace period." />
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {invoice.fees.map((fee) => (
                <HStack as="li" key={fee.id} borderWidth="1px" rounded="md" px="3" py="2" justify="space-between" gap="3" flexWrap="wrap">
                  <Box minW="0">
                    <Text textDecoration={fee.waivedAt ? 'line-through' : undefined} color={fee.waivedAt ? 'fg.muted' : undefined}>
                      {label(FEE_TYPE_LABELS, fee.type)} · {formatCents(fee.amountCents)} · {formatCalendarDate(fee.assessedOn)}
                    </Text>
                    {fee.waivedAt ? (
                      <Text fontSize="sm" color="fg.muted">
                        Waived{fee.waiveReason ? `: ${fee.waiveReason}` : ''}
                      </Text>
                    ) : null}
                  </Box>
                  {admin && !fee.waivedAt && !settled ? (
                    <Button size="xs" variant="outline" onClick={() => setDialog({ kind: 'waive', fee })} aria-haspopup="dialog">
                      Waive fee<Text srOnly>{` ${label(FEE_TYPE_LABELS, fee.type)} of ${formatCents(fee.amountCents)}`}</Text>
                    </Button>
                  ) : null}
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>

      <Section title="Timeline">
        {invoice.timeline.length === 0 ? (
          <Text color="fg.muted">Nothing has happened yet.</Text>
        ) : (
          <Box as="ol" listStyleType="none" borderStartWidth="2px" ps="4" ms="1">
            {invoice.timeline.map((entry, index) => (
              <Box as="li" key={index} position="relative" pb="3">
                <Box position="absolute" insetStart="-5" top="1.5" w="2" h="2" rounded="full" bg="blue.solid" aria-hidden="true" />
                <Text fontSize="sm">{entry.label}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatTimestamp(String(entry.at))}
                </Text>
              </Box>
            ))}
          </Box>
        )}
      </Section>

      {dialog?.kind === 'pay' ? <PayDialog invoice={invoice} onClose={close} /> : null}
      {dialog?.kind === 'record' ? <RecordPaymentDialog invoice={invoice} onClose={close} reload={reload} /> : null}
      {dialog?.kind === 'void' ? <VoidDialog invoice={invoice} onClose={close} reload={reload} /> : null}
      {dialog?.kind === 'waive' ? <WaiveFeeDialog invoice={invoice} fee={dialog.fee} onClose={close} reload={reload} /> : null}
    </Net30Page>
  );
}
