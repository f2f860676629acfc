import { Box, Button, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';

export interface ChartTableColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface ChartPanelProps<Row> {
  title: string;
  /** One line on what the chart counts. */
  description?: ReactNode;
  /** The chart itself: one image to screen readers, whose users read the table instead. */
  chart: ReactNode;
  /** The same figures as a table ("Show as table", BACKOFFICE.md §6.2). */
  rows: readonly Row[];
  columns: readonly ChartTableColumn<Row>[];
  rowKey(row: Row): string;
  /** Nothing to chart in the range: a sentence instead of empty axes (R1 "Empty"). */
  empty: boolean;
}

/** A dashboard chart with its title and a "Show as table" toggle that swaps the drawing for the same figures as a table. */
export function ChartPanel<Row>({ title, description, chart, rows, columns, rowKey, empty }: ChartPanelProps<Row>) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '5' }} minW="0">
      <Flex justify="space-between" align="flex-start" gap="3" mb="3">
        <Box minW="0">
          <Heading as="h3" id={titleId} size="md">
            {title}
          </Heading>
          {description ? (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Box>
        {empty ? null : (
          <Button size="xs" variant="outline" flexShrink={0} aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </Flex>
      {empty ? (
        <Text role="status" color="fg.muted" fontSize="sm" py="8" textAlign="center">
          No data for this range
        </Text>
      ) : asTable ? (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-labelledby={titleId}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : 'start'}>
                    {column.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.numeric ? 'end' : 'start'} fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : (
        <Box role="img" aria-label={`${title} chart; Show as table reads its figures`}>
          {chart}
        </Box>
      )}
    </Box>
  );
}
