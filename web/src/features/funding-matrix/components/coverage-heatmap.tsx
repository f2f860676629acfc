import { Box, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useCoverageHeatmapQuery } from '../api/funding-matrix.generated';
import { PRODUCTS } from '../../../lib/catalogue';
import { loadErrorMessage } from '../../applications/lib/error-message';

/**
 * R2's coverage heatmap: FICO band × months-in-business band, each cell the count of active programs that would take
 * its best applicant for the chosen product and amount; 0 is a red gap. The grid is itself a table, so a screen
 * reader reads it by row and column header.
 */
export function CoverageHeatmap() {
  const [product, setProduct] = useState<string>(PRODUCTS[1]!.code);
  const [amount, setAmount] = useState('50000');
  const amountCents = Math.round(Number(amount) * 100);
  const valid = Number.isFinite(amountCents) && amountCents >= 100_000 && amountCents <= 1_000_000_000;
  const { data, previousData, error } = useCoverageHeatmapQuery({ variables: { product, amountCents }, skip: !valid });
  const heatmap = (data ?? previousData)?.coverageHeatmap;
  const count = (fico: string, months: string) => heatmap?.cells.find((cell) => cell.ficoBand === fico && cell.monthsBand === months)?.programCount ?? 0;
  return (
    <Stack gap="3" as="section" aria-labelledby="coverage-heading">
      <Text id="coverage-heading" fontWeight="semibold" fontSize="lg">
        Coverage
      </Text>
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label fontSize="sm">Product</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={product} onChange={(event) => setProduct(event.target.value)}>
              {PRODUCTS.map((each) => (
                <option key={each.code} value={each.code}>
                  {each.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '48' }} invalid={!valid}>
          <Field.Label fontSize="sm">Amount ($)</Field.Label>
          <Input size="sm" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value.replace(/[^\d.]/g, ''))} />
          {!valid ? <Field.ErrorText>Enter an amount from $1,000 to $10,000,000</Field.ErrorText> : null}
        </Field.Root>
      </HStack>
      {error && !heatmap ? <ErrorAlert message={loadErrorMessage(error, 'The coverage could not be loaded.')} /> : null}
      {heatmap ? (
        <Box overflowX="auto" maxW="full">
          <Table.Root size="sm" variant="outline" w="auto">
            <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: '0.5rem' }}>
              <Text as="span" fontSize="xs" color="fg.muted">
                Active programs per FICO band (rows) and months in business (columns); {heatmap.gapCount} gaps in red.
              </Text>
            </caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>FICO \ months</Table.ColumnHeader>
                {heatmap.monthsBands.map((band) => (
                  <Table.ColumnHeader key={band} textAlign="center">
                    {band}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...heatmap.ficoBands].reverse().map((fico) => (
                <Table.Row key={fico}>
                  <Table.ColumnHeader scope="row" whiteSpace="nowrap">
                    {fico}
                  </Table.ColumnHeader>
                  {heatmap.monthsBands.map((months) => {
                    const programs = count(fico, months);
                    return (
                      <Table.Cell
                        key={months}
                        textAlign="center"
                        minW="16"
                        bg={programs === 0 ? 'red.subtle' : programs === 1 ? 'orange.subtle' : 'green.subtle'}
                        color={programs === 0 ? 'red.fg' : programs === 1 ? 'orange.fg' : 'green.fg'}
                        fontWeight="semibold"
                      >
                        {programs === 0 ? 'gap' : programs}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ) : null}
    </Stack>
  );
}
