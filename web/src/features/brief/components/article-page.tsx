import { Alert, Badge, Box, Button, Container, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { GetFundedButton } from '../../../components/get-funded-button';
import { type ArticleFullFragment, useArticlePreviewQuery, useArticleQuery } from '../api/brief.generated';
import { usePageMeta } from '../../../lib/page-meta';
import { formatPublished, readingTime, safeImageUrl } from '../lib/format';
import { Markdown } from './markdown';
import { TagLinks } from './tag-links';

/** `/the-netfund-brief/{id}`: `id` is the slug or the numeric id; a numeric id or an old slug is replaced by the slug. */
export function ArticlePage({ id }: { id: string }) {
  const { data, previousData, loading, error } = useArticleQuery({ variables: { id } });
  // While the slug replaces a numeric id (another query), keep showing the article already on screen.
  const previous = previousData?.article;
  const article = data?.article ?? (previous && (previous.slug === id || previous.id === id) ? previous : undefined);
  const navigate = useNavigate();

  useEffect(() => {
    if (article && article.slug !== id) {
      void navigate({ to: '/the-netfund-brief/$id', params: { id: article.slug }, replace: true });
    }
  }, [article, id, navigate]);

  usePageMeta(
    article
      ? {
          title: article.metaTitle || article.title,
          description: article.metaDescription || article.excerpt,
          path: `/the-netfund-brief/${article.slug}`,
          image: safeImageUrl(article.socialImageUrl) ?? safeImageUrl(article.coverImageUrl) ?? undefined,
          type: 'article',
        }
      : {
          title: loading ? 'The NetFund Brief' : 'Article not found',
          description: 'Financial insights for business owners from The NetFund Brief.',
          path: `/the-netfund-brief/${id}`,
        },
  );

  if (loading && !article) return <ArticleSkeleton />;
  if (error) return <ArticleLoadError />;
  if (!article) {
    return (
      <Container maxW="xl" py={20} textAlign="center">
        <Heading as="h1" size="2xl" mb={3}>
          Article not found
        </Heading>
        <Text color="fg.muted" mb={6}>
          This article does not exist or is no longer published.
        </Text>
        <Button asChild colorPalette="blue">
          <Link to="/the-netfund-brief">Back to The NetFund Brief</Link>
        </Button>
      </Container>
    );
  }
  return <ArticleView article={article} />;
}

/** `/the-netfund-brief/preview?token=…`: the article in any status, exactly as the public page will show it. */
export function ArticlePreviewPage({ token }: { token: string }) {
  const { data, loading, error } = useArticlePreviewQuery({ variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  const article = data?.articlePreview;

  usePageMeta({ title: article ? `Preview: ${article.title}` : 'Article preview', path: '/the-netfund-brief/preview' });

  if (token && loading && !data) return <ArticleSkeleton />;
  if (error) return <ArticleLoadError />;
  if (!article) {
    return (
      <Container maxW="xl" py={20} textAlign="center">
        <Heading as="h1" size="2xl" mb={3}>
          This preview link is invalid or has expired
        </Heading>
        <Text color="fg.muted" mb={6}>
          Preview links work for 24 hours. Ask the editor for a new one.
        </Text>
        <Button asChild colorPalette="blue">
          <Link to="/the-netfund-brief">Back to The NetFund Brief</Link>
        </Button>
      </Container>
    );
  }
  return (
    <>
      <Box bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted" px={4} py={2} textAlign="center" role="status">
        <Text fontWeight="semibold">Preview — this is how the article will look when it is published. Do not share this link publicly.</Text>
      </Box>
      <ArticleView article={article} />
    </>
  );
}

function ArticleSkeleton() {
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

function ArticleLoadError() {
  return (
    <Container maxW="3xl" py={{ base: 10, md: 16 }}>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>The article could not be loaded. Please try again later.</Alert.Title>
      </Alert.Root>
    </Container>
  );
}

/** The article as readers see it: the public page and the signed preview render this same view. */
export function ArticleView({ article }: { article: ArticleFullFragment }) {
  const cover = safeImageUrl(article.coverImageUrl);
  return (
    <Container as="article" maxW="3xl" py={{ base: 10, md: 16 }}>
      <Stack gap={4} mb={8}>
        <Link to="/the-netfund-brief" style={{ color: 'var(--chakra-colors-blue-fg)' }}>
          ← The NetFund Brief
        </Link>
        <Badge alignSelf="flex-start" colorPalette="blue">
          {article.category}
        </Badge>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="1.15" overflowWrap="anywhere">
          {article.title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {article.excerpt}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          By {article.authorName}
          {article.publishedAt ? (
            <>
              {' '}
              · <time dateTime={String(article.publishedAt)}>{formatPublished(String(article.publishedAt))}</time>
            </>
          ) : null}{' '}
          · {readingTime(article.readingMinutes)}
        </Text>
        {article.tags.length > 0 ? <TagLinks tags={article.tags} /> : null}
      </Stack>
      {cover ? (
        <Box mb={10} rounded="xl" overflow="hidden" aspectRatio={2} bg="bg.muted" position="relative">
          <Image src={cover} alt={article.coverAlt ?? ''} position="absolute" inset={0} w="full" h="full" objectFit="cover" htmlWidth={1200} htmlHeight={600} />
        </Box>
      ) : null}
      <Markdown source={article.body} />
      {/* data-page-cta: the footer leaves out its own call to action after this one (layout/site-footer.tsx). */}
      <Stack mt={12} p={{ base: 6, md: 8 }} bg="blue.subtle" rounded="xl" gap={3} data-page-cta="">
        <Heading as="h2" size="lg">
          Ready to put this into practice?
        </Heading>
        <Text color="fg.muted">A funding specialist can look at your numbers with you, with no obligation.</Text>
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
