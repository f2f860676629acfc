import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { NetbuilderPlanFieldsFragment } from '../api/netbuilder.generated';
import { formatDollars } from '../lib/format';
import { CheckIcon, CrossIcon } from './icons';
import { LOGIN_REQUIRED_NOTICE_ID } from './login-required-notice';

interface PlanCardsProps {
  plans: readonly NetbuilderPlanFieldsFragment[];
  /** Signed in: starts the checkout. Without it (signed out), Select Plan opens the Login Required notice. */
  onSelect?(planId: string): void;
  pendingPlan: string | null;
}

/** SPEC §2/§3: the three plans, each with its facts, features (included or not) and a Select Plan button. */
export function PlanCards({ plans, onSelect, pendingPlan }: PlanCardsProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: 6, md: 5 }} alignItems="stretch">
      {plans.map((plan) => (
        <Card.Root
          key={plan.id}
          as="article"
          aria-labelledby={`plan-${plan.id}`}
          variant="outline"
          borderWidth={plan.mostPopular ? '2px' : '1px'}
          borderColor={plan.mostPopular ? 'blue.500' : 'border'}
          position="relative"
          shadow={plan.mostPopular ? 'lg' : 'sm'}
        >
          {plan.mostPopular ? (
            <Badge
              colorPalette="blue"
              variant="solid"
              position="absolute"
              top="-3"
              left="50%"
              transform="translateX(-50%)"
              px={3}
              py={1}
              borderRadius="full"
            >
              Most Popular
            </Badge>
          ) : null}
          <Card.Header pt={7}>
            <Heading as="h3" size="lg" id={`plan-${plan.id}`}>
              {plan.name}
            </Heading>
            <HStack align="baseline" gap={1} mt={2}>
              <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
                {formatDollars(plan.price)}
              </Text>
              <Text color="fg.muted">/month</Text>
            </HStack>
          </Card.Header>
          <Card.Body>
            <Stack gap={1} fontSize="sm" mb={4}>
              <Fact label="Tradeline value" value={`up to ${formatDollars(plan.tradelineValue)}`} />
              <Fact label="Net terms" value={plan.netTerms} />
              <Fact label="Credit limit" value={formatDollars(plan.creditLimit)} />
              <Fact label="Reports to" value={plan.bureaus.join(', ')} />
            </Stack>
            <Stack as="ul" gap={2} fontSize="sm" listStyleType="none">
              {plan.features.map((feature) => (
                // 'Not included' stays readable (fg.muted: 4.5:1 or more in both themes); the cross and the wording mark it.
                <HStack as="li" key={feature.text} gap={2} color={feature.included ? 'fg' : 'fg.muted'}>
                  {feature.included ? (
                    <CheckIcon color="green.600" boxSize={4} />
                  ) : (
                    <CrossIcon color="fg.muted" boxSize={4} />
                  )}
                  <span>
                    {feature.text}
                    <Box as="span" srOnly>
                      {feature.included ? ' (included)' : ' (not included)'}
                    </Box>
                  </span>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
          <Card.Footer>
            <Button
              width="full"
              colorPalette="blue"
              variant={plan.mostPopular ? 'solid' : 'outline'}
              loading={pendingPlan === plan.id}
              disabled={pendingPlan !== null}
              {...(onSelect ? { onClick: () => onSelect(plan.id) } : { popoverTarget: LOGIN_REQUIRED_NOTICE_ID })}
              aria-label={`Select Plan: ${plan.name}`}
            >
              Select Plan
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" gap={3}>
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="right">
        {value}
      </Text>
    </HStack>
  );
}
