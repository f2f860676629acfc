import { Badge, Box, Button, chakra, Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useProgramWhatIfLazyQuery } from '../api/funding-matrix.generated';
import { ENTITY_TYPES, PRODUCTS, productLabel, US_STATES } from '../../../lib/catalogue';
import { mutationFailure } from '../../application-workspace/lib/workspace';

const OUTCOME_LABELS: Record<string, { label: string; palette: string }> = {
  eligible: { label: 'Eligible', palette: 'green' },
  near_miss: { label: 'Near miss', palette: 'orange' },
  needs_data: { label: 'Needs data', palette: 'blue' },
  ineligible: { label: 'Ineligible', palette: 'red' },
};

const whole = (text: string) => (text.trim() === '' ? null : Number(text));
const cents = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));

type WhatIfResult = NonNullable<ReturnType<typeof useProgramWhatIfLazyQuery>[1]['data']>['programWhatIf'][number];

/** Each criterion's verdict once: several criteria can wait for the same missing fact ("Monthly revenue not provided"). */
function verdictLines(result: WhatIfResult): { mark: '✓' | '✗' | '?'; text: string }[] {
  const lines = new Map<string, '✓' | '✗' | '?'>();
  for (const criterion of result.criteria) lines.set(criterion.text, criterion.pass ? '✓' : criterion.missing ? '?' : '✗');
  for (const missing of result.missingFacts) if (!lines.has(missing)) lines.set(missing, '?');
  return [...lines].map(([text, mark]) => ({ mark, text }));
}

/** R2's what-if tester: made-up facts against every active program (engine dry run; nothing stored), with each reason. */
export function WhatIfTester() {
  const [values, setValues] = useState({ amount: '60000', product: 'revenue-based-financing', fico: '', months: '', revenue: '', revenueVerified: false, state: 'TX', naics: '', positions: '', entityType: '' });
  const [run, { data, loading, error }] = useProgramWhatIfLazyQuery({ fetchPolicy: 'network-only' });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [key]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void run({
      variables: {
        input: {
          amountCents: cents(values.amount) ?? 0,
          product: values.product,
          fico: whole(values.fico),
          monthsInBusiness: whole(values.months),
          monthlyRevenueCents: cents(values.revenue),
          revenueVerified: values.revenueVerified,
          state: values.state,
          naicsCode: values.naics.trim() || null,
          openPositions: whole(values.positions),
          entityType: values.entityType || null,
        },
      },
    });
  }

  const field = (label: string, key: keyof typeof values, props: Record<string, unknown> = {}) => (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <Input size="sm" value={String(values[key])} onChange={set(key)} {...props} />
    </Field.Root>
  );
  const select = (label: string, key: keyof typeof values, options: readonly { value: string; label: string }[]) => (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(values[key])} onChange={set(key)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  const failure = error ? mutationFailure(error) : null;
  const results = data?.programWhatIf;
  return (
    <Stack gap="4">
      <chakra.form onSubmit={submit} aria-label="What-if tester">
        <SimpleGrid columns={2} gap="3">
          {field('Amount ($)', 'amount', { inputMode: 'numeric' })}
          {select('Product', 'product', PRODUCTS.map((product) => ({ value: product.code, label: product.label })))}
          {field('FICO', 'fico', { inputMode: 'numeric' })}
          {field('Months in business', 'months', { inputMode: 'numeric' })}
          {field('Monthly revenue ($)', 'revenue', { inputMode: 'numeric' })}
          {select('State', 'state', US_STATES.map((state) => ({ value: state.code, label: state.code })))}
          {field('NAICS', 'naics', { inputMode: 'numeric' })}
          {field('Open positions', 'positions', { inputMode: 'numeric' })}
          {select('Entity type', 'entityType', [{ value: '', label: 'Not given' }, ...ENTITY_TYPES.map((type) => ({ value: type.code, label: type.label }))])}
          <Checkbox.Root checked={values.revenueVerified} onCheckedChange={(change) => setValues((previous) => ({ ...previous, revenueVerified: change.checked === true }))} alignSelf="end">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontSize="sm">Revenue verified</Checkbox.Label>
          </Checkbox.Root>
        </SimpleGrid>
        <Button type="submit" size="sm" colorPalette="blue" mt="3" loading={loading}>
          Run against every active program
        </Button>
      </chakra.form>
      {failure ? <ErrorAlert message={Object.values(failure.fieldErrors).join(' ') || failure.message} /> : null}
      {results && results.length === 0 ? <Text color="fg.muted">No active programs to test against.</Text> : null}
      {results ? (
        <Stack as="ul" gap="3" aria-label="What-if results" listStyleType="none">
          {results.map((result) => {
            const outcome = OUTCOME_LABELS[result.outcome] ?? { label: result.outcome, palette: 'gray' };
            return (
              <Box as="li" key={result.programId} borderWidth="1px" borderColor="border" rounded="md" p="3">
                <Stack direction="row" justify="space-between" gap="2" flexWrap="wrap">
                  <Text fontWeight="semibold">
                    {result.lenderName} · {result.programName}
                  </Text>
                  <Badge colorPalette={outcome.palette}>{outcome.label}</Badge>
                </Stack>
                <Text fontSize="xs" color="fg.muted">
                  {productLabel(result.product as never)} · v{result.programVersion}
                  {result.differentProduct ? ' · different product' : ''}
                  {result.fitScore !== null && result.fitScore !== undefined ? ` · fit ${result.fitScore}` : ''}
                </Text>
                <Stack as="ul" gap="1" mt="2" fontSize="sm" listStyleType="none">
                  {verdictLines(result).map((line) => (
                    <Text as="li" key={line.text} color={line.mark === '✓' ? 'fg' : line.mark === '?' ? 'fg.muted' : 'fg.error'}>
                      {line.mark} {line.text}
                    </Text>
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
