import { Alert, Box, Button, Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useArticlesQuery } from '../api/brief.generated';
import { ArticleCard } from './article-card';

export const BRIEF_PAGE_SIZE = 12;

export function BriefListPage({ page, tag }: { page: number; tag?: string }) {
  const { data, loading, error } = useArticlesQuery({ variables: { page, pageSize: BRIEF_PAGE_SIZE, tag: tag ?? null } });
  const result = data?.articles;

  return (
    <Container maxW="7xl" py={{ base: 10, md: 16 }}>
      <Stack gap={3} mb={10} maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          The NetFund Brief
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Financial insights for business owners: funding, business credit, cash flow and real-estate investing, in plain words.
        </Text>
        {tag ? (
          <HStack gap={3} flexWrap="wrap">
            <Text fontWeight="semibold">
              Articles tagged <Box as="span" color="blue.fg">#{tag}</Box>
            </Text>
            <Button asChild size="xs" variant="outline">
              <Link to="/the-netfund-brief">Show all articles</Link>
            </Button>
          </HStack>
        ) : null}
      </Stack>

      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Articles could not be loaded. Please try again later.</Alert.Title>
        </Alert.Root>
      ) : null}

      {loading && !result ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6} role="status" aria-busy="true" aria-label="Loading articles">
          {Array.from({ length: BRIEF_PAGE_SIZE }, (_, index) => (
            <Skeleton key={index} h="380px" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : null}

      {result && result.items.length === 0 ? (
        <Box textAlign="center" py={12}>
          <Text fontSize="lg" mb={4}>
            {tag && page === 1 ? `There are no articles tagged #${tag} yet.` : 'There are no articles on this page.'}
          </Text>
          <Button asChild colorPalette="blue">
            <Link to="/the-netfund-brief">Go to the latest articles</Link>
          </Button>
        </Box>
      ) : null}

      {result && result.items.length > 0 ? (
        <>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6}>
            {result.items.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </SimpleGrid>
          {result.pageCount > 1 ? <Pagination page={result.page} pageCount={result.pageCount} tag={tag} /> : null}
        </>
      ) : null}
    </Container>
  );
}

function Pagination({ page, pageCount, tag }: { page: number; pageCount: number; tag?: string }) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap={2} mt={10} flexWrap="wrap">
      <Button asChild variant="outline" size="sm" disabled={page <= 1} aria-disabled={page <= 1}>
        {page > 1 ? (
          <Link to="/the-netfund-brief" search={{ page: page - 1, tag }}>
            Previous
          </Link>
        ) : (
          <span>Previous</span>
        )}
      </Button>
      {pages.map((number) => (
        <Button key={number} asChild size="sm" variant={number === page ? 'solid' : 'outline'} colorPalette="blue">
          <Link to="/the-netfund-brief" search={{ page: number, tag }} aria-current={number === page ? 'page' : undefined} aria-label={`Page ${number}`}>
            {number}
          </Link>
        </Button>
      ))}
      <Button asChild variant="outline" size="sm" disabled={page >= pageCount} aria-disabled={page >= pageCount}>
        {page < pageCount ? (
          <Link to="/the-netfund-brief" search={{ page: page + 1, tag }}>
            Next
          </Link>
        ) : (
          <span>Next</span>
        )}
      </Button>
    </HStack>
  );
}
