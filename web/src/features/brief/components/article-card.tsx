import { Badge, Box, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ArticleSummaryFragment } from '../api/brief.generated';
import { TagLinks } from './tag-links';
import { formatPublished, readingTime, safeImageUrl } from '../lib/format';

export function ArticleCard({ article }: { article: ArticleSummaryFragment }) {
  const cover = safeImageUrl(article.coverImageUrl);
  return (
    <Stack
      as="article"
      gap={0}
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      overflow="hidden"
      bg="bg.panel"
      position="relative"
      transition="box-shadow 0.2s"
      _hover={{ shadow: 'md' }}
      _focusWithin={{ shadow: 'md', outline: '2px solid', outlineColor: 'blue.500' }}
    >
      <Box aspectRatio={2} bg="bg.muted" position="relative">
        {cover ? (
          // htmlWidth/htmlHeight are the intrinsic size (no layout shift); `width`/`height` would be CSS and outgrow the frame.
          <Image src={cover} alt={article.coverAlt ?? ''} position="absolute" inset={0} w="full" h="full" objectFit="cover" loading="lazy" htmlWidth={600} htmlHeight={300} />
        ) : null}
      </Box>
      <Stack gap={2} p={5} flex="1">
        <Badge alignSelf="flex-start" colorPalette="blue" variant="subtle">
          {article.category}
        </Badge>
        <Heading as="h2" size="lg" lineHeight="1.3">
          <Link to="/the-netfund-brief/$id" params={{ id: article.slug }} style={{ outline: 'none' }}>
            {/* The whole card is clickable through this link's overlay. */}
            <Box as="span" position="absolute" inset={0} aria-hidden="true" />
            {article.title}
          </Link>
        </Heading>
        <Text color="fg.muted" flex="1">
          {article.excerpt}
        </Text>
        {article.tags.length > 0 ? <TagLinks tags={article.tags} /> : null}
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={String(article.publishedAt)}>{formatPublished(String(article.publishedAt))}</time> · {readingTime(article.readingMinutes)}
        </Text>
      </Stack>
    </Stack>
  );
}
