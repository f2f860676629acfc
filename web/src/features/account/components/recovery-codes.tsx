import { Box, Button, Code, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { notify } from '../../../components/ui/notifications';

/** The ten recovery codes, shown once: copy, download as .txt, and "I have saved these codes" to close. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const text = `NetFund recovery codes\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify({ type: 'success', title: 'Recovery codes copied', description: 'Keep them somewhere safe.' });
    } catch {
      notify({ type: 'error', title: 'Could not copy', description: 'Select the codes and copy them by hand.' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'netfund-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Box role="region" aria-label="Recovery codes" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <Text fontWeight="semibold">Save your recovery codes</Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Each code signs you in once if you lose your device. They are shown only now.
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="2" mb="4" aria-label="Your recovery codes">
        {codes.map((code) => (
          <Box as="li" key={code}>
            <Code fontSize="md" wordBreak="break-all">
              {code}
            </Code>
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="2" flexWrap="wrap">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Download as .txt
        </Button>
        <Button colorPalette="blue" size="sm" onClick={onDone}>
          I have saved these codes
        </Button>
      </HStack>
    </Box>
  );
}
