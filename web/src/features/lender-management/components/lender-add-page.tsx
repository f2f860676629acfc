import { Alert, Box, Button, Card, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCreateLenderMutation, type LenderDetailFieldsFragment } from '../api/lender-management.generated';
import { PageHeader } from '../../backoffice/components/page-header';
import { StatusChip } from '../../backoffice/components/status-chip';
import { createLenderInput, EMPTY_LENDER_FORM } from '../lib/lender-form';
import { LenderForm } from './lender-form';

/** R8 `/admin/lender-management/add`: the form, then the "Add criteria for this lender" prompt. */
export function LenderAddPage() {
  const [createLender] = useCreateLenderMutation({ refetchQueries: ['LenderOverview', 'LenderList'] });
  const [saved, setSaved] = useState<LenderDetailFieldsFragment | null>(null);

  return (
    <Box>
      <PageHeader
        title="Add Lender"
        subtitle="Onboard a partner lender: its profile, commission, agreement and the users who answer submissions."
        actions={
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/lender-management/view">All lenders</Link>
          </Button>
        }
      />
      {saved ? (
        <SavedPrompt lender={saved} onAnother={() => setSaved(null)} />
      ) : (
        <Card.Root variant="outline">
          <Card.Body>
            <LenderForm
              mode="create"
              defaultValues={EMPTY_LENDER_FORM}
              onSave={async (values, activate) => {
                const result = await createLender({ variables: { input: createLenderInput(values, activate) } });
                setSaved(result.data!.createLender);
                window.scrollTo?.({ top: 0 });
              }}
            />
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}

function SavedPrompt({ lender, onAnother }: { lender: LenderDetailFieldsFragment; onAnother(): void }) {
  const invited = lender.users.length;
  return (
    <Alert.Root status="success" role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <HStack gap="2" flexWrap="wrap">
            <Text as="span">{lender.displayName} is saved</Text>
            <StatusChip status={lender.status} />
          </HStack>
        </Alert.Title>
        <Alert.Description>
          {invited === 0 ? 'No users invited yet.' : `${invited} ${invited === 1 ? 'user was' : 'users were'} e-mailed a link to set a password.`} Add
          criteria for this lender so its programs can match applications.
        </Alert.Description>
        <HStack mt="3" gap="2" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/admin/funding-matrix/add-criteria" search={{ lenderId: String(lender.id) } as never}>
              Add criteria for this lender
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/lender-management/view/$id" params={{ id: String(lender.id) }}>
              Open the lender
            </Link>
          </Button>
          <Button size="sm" variant="ghost" onClick={onAnother}>
            Add another lender
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
