import { Badge, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';

/** Each tag links to the brief filtered by it (`?tag=`, shareable). */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  return (
    <HStack as="ul" aria-label="Tags" gap={2} flexWrap="wrap" listStyle="none" position="relative" zIndex={1}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge asChild variant="outline" colorPalette="gray" size="md">
            <Link to="/the-netfund-brief" search={{ tag }}>
              #{tag}
            </Link>
          </Badge>
        </li>
      ))}
    </HStack>
  );
}
