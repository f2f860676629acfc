import { Alert, Badge, Box, Button, Container, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { GetFundedButton } from '../../../components/get-funded-button';
import { useArticleQuery } from '../../../generated/graphql';
import { usePageMeta } from '../../../lib/page-meta';
import { formatPublished, readingTime, safeImageUrl } from '../lib/format';
import { Markdown } from './markdown';

export function ArticlePage({ id }: { id: string }) {
  const { data, loading, error } = useArticleQuery({ variables: { id } });
  const article = data?.article;

  usePageMeta(
    article
      ? {
          title: article.title,
          description: article.excerpt,
          path: `/the-netfund-brief/${article.id}`,
          image: safeImageUrl(article.coverImageUrl) ?? undefined,
          type: 'article',
        }
      : {
          title: loading ? 'The NetFund Brief' : 'Article not found',
          description: 'Financial insights for business owners from The NetFund Brief.',
          path: `/the-netfund-brief/${id}`,
        },
  );

  if (loading && !data) {
    return (
      <Container maxW="3xl" py={{ base: 10, md: 16 }} role="status" aria-busy="true" aria-label="Loading article">
        <Skeleton h="10" w="70%" mb={4} />
        <Skeleton h="5" w="40%" mb={8} />
        <Skeleton h="300px" mb={8} rounded="xl" />
        <Skeleton h="5" mb={3} />
        <Skeleton h="5" mb={3} />
        <Skeleton h="5" w="80%" />
      </Container>
    );
  }

  if (error) {
    return (
      <Container maxW="3xl" py={{ base: 10, md: 16 }}>
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The article could not be loaded. Please try again later.</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }

  if (!article) {
    return (
      <Container maxW="xl" py={20} textAlign="center">
        <Heading as="h1" size="2xl" mb={3}>
          Article not found
        </Heading>
        <Text color="gray.700" mb={6}>
          This article does not exist or is no longer published.
        </Text>
        <Button asChild colorPalette="blue">
          <Link to="/the-netfund-brief">Back to The NetFund Brief</Link>
        </Button>
      </Container>
    );
  }

  const cover = safeImageUrl(article.coverImageUrl);
  return (
    <Container as="article" maxW="3xl" py={{ base: 10, md: 16 }}>
      <Stack gap={4} mb={8}>
        <Link to="/the-netfund-brief" style={{ color: 'var(--chakra-colors-blue-700)' }}>
          ← The NetFund Brief
        </Link>
        <Badge alignSelf="flex-start" colorPalette="blue">
          {article.category}
        </Badge>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15">
          {article.title}
        </Heading>
        <Text fontSize="lg" color="gray.700">
          {article.excerpt}
        </Text>
        <Text fontSize="sm" color="gray.600">
          By {article.authorName} · <time dateTime={String(article.publishedAt)}>{formatPublished(String(article.publishedAt))}</time> ·{' '}
          {readingTime(article.readingMinutes)}
        </Text>
      </Stack>
      {cover ? (
        <Box mb={10} rounded="xl" overflow="hidden" aspectRatio={2} bg="gray.100" position="relative">
          <Image src={cover} alt={article.coverAlt ?? ''} position="absolute" inset={0} w="full" h="full" objectFit="cover" htmlWidth={1200} htmlHeight={600} />
        </Box>
      ) : null}
      <Markdown source={article.body} />
      {/* data-page-cta: the footer leaves out its own call to action after this one (layout/site-footer.tsx). */}
      <Stack mt={12} p={{ base: 6, md: 8 }} bg="blue.50" rounded="xl" gap={3} data-page-cta="">
        <Heading as="h2" size="lg">
          Ready to put this into practice?
        </Heading>
        <Text color="gray.700">A funding specialist can look at your numbers with you, with no obligation.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          <GetFundedButton>Get Funded</GetFundedButton>
          <Button asChild variant="outline" colorPalette="blue">
            <Link to="/support/contact">Talk to an advisor</Link>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
