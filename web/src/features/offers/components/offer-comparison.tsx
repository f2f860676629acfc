import { Badge, Box, Field, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { productLabel } from '../../../lib/catalogue';
import { OFFER_COLUMNS, SORT_COLUMN, SORT_KEYS, SORT_LABELS, isInPlay, sortOffers, type SortKey } from '../lib/offer-columns';
import { BADGE_LABELS, expiryText } from '../lib/offer-format';
import type { OfferView } from '../lib/offer-view';
import { FormulaTip } from './formula-tip';
import { OfferStatusChip } from './offer-status-chip';

export interface OfferComparisonProps<Offer extends OfferView> {
  offers: readonly Offer[];
  /** Names the table (and the list of cards on phones) for screen readers. */
  label: string;
  /** The buttons of one offer (accept, decline…); nothing for a read-only view. */
  actions?: (offer: Offer) => ReactNode;
  /** Lines under the lender's name that only some readers get (e.g. "Entered by NetFund" for staff). */
  details?: (offer: Offer) => ReactNode;
  /** For tests and a stable countdown; the page's clock otherwise. */
  now?: number;
}

/**
 * The offer comparison (BACKOFFICE R22, R13 *Offers*, §5.2): every figure side by side, one formula a column,
 * sortable by APR, total cost or payment, with the server's badges. From the `lg` breakpoint a table (an offer's
 * buttons under its name, so the figures keep their room); below it one card per offer with the same figures, so a
 * phone never scrolls sideways.
 */
export function OfferComparison<Offer extends OfferView>({ offers, label, actions, details, now }: OfferComparisonProps<Offer>) {
  const [sort, setSort] = useState<SortKey>('apr');
  const sorted = sortOffers(offers, sort);
  const sortedColumn = SORT_COLUMN[sort];
  const clock = now ?? Date.now();
  return (
    <Stack gap="4">
      <Field.Root maxW="15rem">
        <HStack gap="2">
          <Field.Label whiteSpace="nowrap" mb="0">
            Sort by
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={sort} onChange={(event) => setSort(event.target.value as SortKey)}>
              {SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {SORT_LABELS[key]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </Field.Root>

      <Box overflowX="auto" hideBelow="lg" borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="36">Offer</Table.ColumnHeader>
              {OFFER_COLUMNS.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  textAlign="end"
                  whiteSpace="nowrap"
                  aria-sort={column.key === sortedColumn ? 'ascending' : undefined}
                  fontWeight={column.key === sortedColumn ? 'bold' : undefined}
                >
                  {column.header}
                  <FormulaTip label={column.header} formula={column.formula} />
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sorted.map((offer) => (
              <Table.Row key={offer.id} aria-label={offer.lenderName} opacity={isInPlay(offer.status) ? 1 : 0.75}>
                <Table.Cell verticalAlign="top">
                  <OfferHeading offer={offer} now={clock} details={details?.(offer)} />
                  {actions ? (
                    <HStack gap="2" mt="2" flexWrap="wrap">
                      {actions(offer)}
                    </HStack>
                  ) : null}
                </Table.Cell>
                {OFFER_COLUMNS.map((column) => (
                  <Table.Cell
                    key={column.key}
                    textAlign="end"
                    verticalAlign="top"
                    whiteSpace={column.key === 'payments' ? 'normal' : 'nowrap'}
                    minW={column.key === 'payments' ? '28' : undefined}
                    fontWeight={column.key === sortedColumn ? 'semibold' : undefined}
                  >
                    {column.value(offer)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack as="ul" listStyleType="none" ps="0" gap="3" hideFrom="lg" aria-label={label}>
        {sorted.map((offer) => (
          <Box as="li" key={offer.id} aria-label={offer.lenderName} borderWidth="1px" rounded="md" p="3" opacity={isInPlay(offer.status) ? 1 : 0.8}>
            <OfferHeading offer={offer} now={clock} details={details?.(offer)} />
            <Box as="dl" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="3" mt="3">
              {OFFER_COLUMNS.map((column) => (
                <Box key={column.key} gridColumn={column.key === 'payments' ? 'span 2' : undefined}>
                  <Text as="dt" fontSize="xs" color="fg.muted">
                    {column.header}
                    <FormulaTip label={column.header} formula={column.formula} />
                  </Text>
                  <Text as="dd" fontWeight={column.key === sortedColumn ? 'bold' : 'medium'} overflowWrap="anywhere">
                    {column.value(offer)}
                  </Text>
                </Box>
              ))}
            </Box>
            {actions ? (
              <HStack gap="2" mt="3" flexWrap="wrap">
                {actions(offer)}
              </HStack>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** Lender, product, status, the countdown while the offer is open, the badges it won. */
function OfferHeading({ offer, now, details }: { offer: OfferView; now: number; details?: ReactNode }) {
  const expiry = offer.status === 'sent' || offer.status === 'standby' ? expiryText(offer.expiresAt, now) : null;
  return (
    <Stack gap="1" minW="0">
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <Text fontWeight="semibold">{offer.lenderName}</Text>
        <OfferStatusChip status={offer.status} />
      </HStack>
      {/* The amount offered names the offer (§5.2's rows): the columns only show what is received and repaid. */}
      <Text fontSize="xs" color="fg.muted">
        {productLabel(offer.product)} · {offer.figures.texts.amount} · {offer.figures.texts.rate}
      </Text>
      {expiry ? (
        <Text fontSize="xs" color={expiry.urgent ? 'fg.error' : 'fg.muted'} fontWeight={expiry.urgent ? 'semibold' : undefined}>
          {expiry.text}
        </Text>
      ) : null}
      {offer.statusReason ? (
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {offer.statusReason}
        </Text>
      ) : null}
      {details}
      {offer.badges.length > 0 ? (
        <HStack gap="1" flexWrap="wrap" aria-label="Badges">
          {offer.badges.map((badge) => (
            <Badge key={badge} colorPalette="green" variant="solid" size="sm">
              {BADGE_LABELS[badge]}
            </Badge>
          ))}
        </HStack>
      ) : null}
    </Stack>
  );
}
