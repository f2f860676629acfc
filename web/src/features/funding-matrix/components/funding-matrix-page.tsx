import { Box, Button, CloseButton, Drawer, Grid, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import type { ProgramStatus } from '../../../generated/graphql';
import { useProgramLenderOptionsQuery, useProgramListQuery } from '../api/funding-matrix.generated';
import { PRODUCTS } from '../../../lib/catalogue';
import { loadErrorMessage } from '../../applications/lib/error-message';
import { EmptyState } from '../../backoffice/components/empty-state';
import { FilterSelect } from '../../backoffice/components/list-filters';
import { PageHeader } from '../../backoffice/components/page-header';
import { statusText } from '../../backoffice/components/status-chip';
import { useLayoutPortal } from '../../layout/components/layout-portal';
import { CoverageHeatmap } from './coverage-heatmap';
import { ProgramTable } from './program-table';
import { WhatIfTester } from './what-if-tester';

const STATUSES: ProgramStatus[] = ['draft', 'active', 'paused', 'archived'];

/** R2 `/admin/funding-matrix`: coverage heatmap, the program grid with filters, and the what-if tester. */
export function FundingMatrixPage() {
  const portal = useLayoutPortal();
  const [product, setProduct] = useState('');
  const [status, setStatus] = useState('');
  const [lenderId, setLenderId] = useState('');
  const [whatIfOpen, setWhatIfOpen] = useState(false);
  const lenders = useProgramLenderOptionsQuery();
  const { data, previousData, loading, error } = useProgramListQuery({
    variables: { filter: { product: product || null, status: (status || null) as ProgramStatus | null, lenderId: lenderId || null }, pageSize: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.adminPrograms;
  const lenderOptions = (lenders.data?.adminLenders.items ?? []).filter((lender) => lender.status !== 'archived');
  const filtered = Boolean(product || status || lenderId);
  const noLenders = lenders.data !== undefined && lenderOptions.length === 0;

  return (
    <Box>
      <PageHeader
        title="Funding Matrix"
        subtitle="Every lender program side by side, the segments no lender serves, and a what-if tester."
        actions={
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" hideFrom="xl" onClick={() => setWhatIfOpen(true)}>
              What-if tester
            </Button>
            <Button asChild size="sm" colorPalette="blue">
              <Link to="/admin/funding-matrix/add-criteria">Add criteria</Link>
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 380px' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <CoverageHeatmap />
          <Stack gap="3" as="section" aria-labelledby="programs-heading">
            <Text id="programs-heading" fontWeight="semibold" fontSize="lg">
              Programs {page ? <Text as="span" color="fg.muted" fontWeight="normal">({page.totalCount})</Text> : null}
            </Text>
            <HStack gap="3" flexWrap="wrap" align="flex-end">
              <FilterSelect label="Product" value={product || undefined} options={PRODUCTS.map((each) => ({ value: each.code, label: each.label }))} onChange={(value) => setProduct(value ?? '')} />
              <FilterSelect label="Status" value={status || undefined} options={STATUSES.map((each) => ({ value: each, label: statusText(each) }))} onChange={(value) => setStatus(value ?? '')} />
              <FilterSelect label="Lender" value={lenderId || undefined} options={lenderOptions.map((lender) => ({ value: lender.id, label: lender.displayName }))} onChange={(value) => setLenderId(value ?? '')} />
            </HStack>
            {error && !page ? (
              <ErrorAlert message={loadErrorMessage(error, 'The programs could not be loaded.')} />
            ) : loading && !page ? (
              <Text color="fg.muted">Loading programs…</Text>
            ) : page && page.items.length > 0 ? (
              <ProgramTable rows={page.items} caption="Lender programs" />
            ) : noLenders ? (
              <EmptyState
                title="Add a lender first"
                description="Programs belong to a lender."
                actions={
                  <Button asChild size="sm" colorPalette="blue">
                    <Link to="/admin/lender-management/add">Add lender</Link>
                  </Button>
                }
              />
            ) : filtered ? (
              <EmptyState
                title="No programs match these filters"
                actions={
                  <Button size="sm" variant="outline" onClick={() => (setProduct(''), setStatus(''), setLenderId(''))}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title="Add the first program"
                actions={
                  <Button asChild size="sm" colorPalette="blue">
                    <Link to="/admin/funding-matrix/add-criteria">Add criteria</Link>
                  </Button>
                }
              />
            )}
            <Text fontSize="xs" color="fg.muted">
              Matches, shares and offers per program appear once stored match results and submissions land.
            </Text>
          </Stack>
        </Stack>
        <Box as="aside" hideBelow="xl" borderWidth="1px" borderColor="border" rounded="md" p="4" position="sticky" top="4" aria-labelledby="what-if-heading">
          <Text id="what-if-heading" fontWeight="semibold" fontSize="lg" mb="3">
            What-if tester
          </Text>
          <WhatIfTester />
        </Box>
      </Grid>
      <Drawer.Root open={whatIfOpen} onOpenChange={(details) => setWhatIfOpen(details.open)} placement="end" lazyMount unmountOnExit>
        <Portal container={portal}>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content width={{ base: '100vw', sm: '420px' }} maxW="100vw">
              <Drawer.Header>
                <Drawer.Title>What-if tester</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <WhatIfTester />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close the what-if tester" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
