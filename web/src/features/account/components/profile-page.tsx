import { Container } from '@chakra-ui/react';
import { PageHeader } from '../../backoffice/components/page-header';
import { MyAccountSections, WithMyAccount } from './my-account';

/** R29 `/profile`: the signed-in user's own account. */
export function ProfilePage() {
  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      <PageHeader title="Profile Settings" subtitle="Your password, two-factor sign-in, sessions and details." />
      <WithMyAccount>{(user) => <MyAccountSections user={user} />}</WithMyAccount>
    </Container>
  );
}
