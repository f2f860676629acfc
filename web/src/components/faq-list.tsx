import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export interface Faq {
  question: string;
  answer: string;
}

/**
 * Questions and answers as native disclosure widgets (`details`/`summary`): keyboard and screen-reader friendly,
 * no script needed. Used by the FAQ page and the service pages.
 */
export function FaqList({ faqs, headingLevel = 'h3' }: { faqs: Faq[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <Stack gap={3}>
      {faqs.map((faq) => (
        <Box
          key={faq.question}
          asChild
          borderWidth="1px"
          borderColor="gray.200"
          rounded="lg"
          bg="white"
          css={{
            '& summary': {
              cursor: 'pointer',
              listStyle: 'none',
              padding: '1rem 1.25rem',
              display: 'flex',
              gap: '0.75rem',
              justifyContent: 'space-between',
              alignItems: 'center',
            },
            '& summary::-webkit-details-marker': { display: 'none' },
            // The sign is drawing only: its empty alternative text keeps it out of the question's accessible name.
            '& summary::after': {
              content: '"+" / ""',
              fontSize: '1.5rem',
              lineHeight: 1,
              color: 'var(--chakra-colors-blue-600)',
            },
            '&[open] summary::after': { content: '"−" / ""' },
            '& summary:focus-visible': {
              outline: '2px solid var(--chakra-colors-blue-600)',
              outlineOffset: '2px',
              borderRadius: '0.5rem',
            },
          }}
        >
          <details>
            <summary>
              <Heading as={headingLevel} size="md" fontWeight="semibold">
                {faq.question}
              </Heading>
            </summary>
            <Text px={5} pb={4} color="gray.700">
              {faq.answer}
            </Text>
          </details>
        </Box>
      ))}
    </Stack>
  );
}
