import { Box, chakra, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ProgramRowFieldsFragment } from '../api/funding-matrix.generated';
import { productLabel } from '../../../lib/catalogue';
import { formatDate } from '../../applications/lib/format';
import { StatusChip } from '../../backoffice/components/status-chip';
import {
  amountRangeText,
  excludedEntityTypesText,
  ficoText,
  industriesText,
  maxRevenuePctText,
  monthsText,
  NONE,
  positionsText,
  pricingText,
  revenueText,
  statesText,
  termText,
  type Criteria,
} from '../lib/criteria';
import { ProgramActions } from './program-actions';

/** R2's columns (and R4's list and CSV): the ones the server has today. */
export const PROGRAM_COLUMNS: readonly { header: string; text(row: ProgramRowFieldsFragment): string }[] = [
  { header: 'Lender', text: (row) => row.lenderName },
  { header: 'Program', text: (row) => row.name },
  { header: 'Product', text: (row) => productLabel(row.product as never) ?? row.product },
  { header: 'Status', text: (row) => row.status },
  { header: 'Version', text: (row) => (row.currentVersion ? `v${row.currentVersion}${row.hasDraft ? ' + draft' : ''}` : 'Draft') },
  ...(
    [
      ['Amount', amountRangeText],
      ['Max % revenue', maxRevenuePctText],
      ['Min FICO', ficoText],
      ['Min months', monthsText],
      ['Min revenue', revenueText],
      ['Max positions', positionsText],
      ['States', statesText],
      ['Industries', industriesText],
      ['Excluded entities', excludedEntityTypesText],
      ['Term', termText],
      ['Typical pricing', pricingText],
    ] as const
  ).map(([header, format]) => ({ header, text: (row: ProgramRowFieldsFragment) => (row.criteria ? format(row.criteria as Criteria) : NONE) })),
  { header: 'Last edited', text: (row) => formatDate(row.updatedAt) },
];

/** The program grid: wide, so it scrolls inside its own box on a phone; the page never overflows. */
export function ProgramTable({ rows, caption }: { rows: readonly ProgramRowFieldsFragment[]; caption: string }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="border" rounded="md" maxW="full" tabIndex={0} aria-label={`${caption} (scrolls sideways)`}>
      <Table.Root size="sm" variant="line" stickyHeader>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
            {PROGRAM_COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.header} whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <ProgramActions program={row} layout="menu" />
              </Table.Cell>
              {PROGRAM_COLUMNS.map((column) => (
                <Table.Cell key={column.header} whiteSpace={column.header === 'Program' || column.header === 'Lender' ? 'normal' : 'nowrap'} minW={column.header === 'Program' ? '40' : undefined}>
                  {column.header === 'Program' ? (
                    <Link to="/admin/funding-matrix/view" search={{ id: row.id } as never}>
                      <chakra.span color="fg.info" textDecoration="underline" fontWeight="medium">
                        {row.name}
                      </chakra.span>
                    </Link>
                  ) : column.header === 'Status' ? (
                    <StatusChip status={row.status} />
                  ) : (
                    <Text as="span">{column.text(row)}</Text>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
