import { Box, Button, Container, Flex, HStack, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { GetFundedButton } from '../../../components/get-funded-button';
import { useSessionUser } from '../../auth/api/use-session-user';
import { resourceGroups, serviceLinks } from '../navigation';
import { MegaMenu, MegaMenuGroup, MegaMenuLink } from './mega-menu';
import { MobileNavButton } from './mobile-nav-button';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const { user, loading } = useSessionUser();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      _print={{ display: 'none' }}
    >
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap={4}>
          <Link to="/" aria-label="NetFund home">
            <Box as="span" fontWeight="extrabold" fontSize="xl" letterSpacing="tight">
              Net
              <Box as="span" color="blue.500">
                Fund
              </Box>
            </Box>
          </Link>

          <HStack as="nav" aria-label="Main" gap={1} hideBelow="lg">
            <MegaMenu id="services" label="Services">
              <MegaMenuGroup title="Financing Solutions">
                {serviceLinks.map((link) => (
                  <MegaMenuLink key={link.to} link={link} />
                ))}
              </MegaMenuGroup>
            </MegaMenu>
            <MegaMenu id="resources" label="Resources">
              <SimpleGrid columns={2} gap={6}>
                {resourceGroups.map((group) => (
                  <MegaMenuGroup key={group.title} title={group.title}>
                    {group.links.map((link) => (
                      <MegaMenuLink key={link.to} link={link} />
                    ))}
                  </MegaMenuGroup>
                ))}
              </SimpleGrid>
            </MegaMenu>
            <Button asChild variant="ghost">
              <Link to="/company/about">About</Link>
            </Button>
            <Button asChild variant="ghost">
              <Link to="/support/contact">Contact</Link>
            </Button>
          </HStack>

          <HStack gap={{ base: 1, sm: 2 }}>
            {loading ? (
              <Skeleton h="8" w="24" hideBelow="lg" />
            ) : user ? (
              <Box hideBelow="lg">
                <UserMenu user={user} />
              </Box>
            ) : (
              // Phones too: both fit beside the menu button at 375 px in the compact size.
              <HStack gap={{ base: 1.5, sm: 2 }}>
                <Button asChild variant="outline" size={{ base: 'xs', sm: 'sm' }}>
                  <Link to="/auth">Sign In</Link>
                </Button>
                <GetFundedButton size={{ base: 'xs', sm: 'sm' }} />
              </HStack>
            )}
            <MobileNavButton user={user} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
