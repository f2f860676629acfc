import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { reportView, subscriptionView } from './netbuilder.mappers.js';
import {
  CheckoutSessionType,
  PaymentConfigType,
  PaymentMode,
  PlanType,
  ReportType,
  SubscriptionType,
} from './netbuilder.types.js';

@Resolver()
export class NetbuilderResolver {
  @Query(() => PaymentConfigType, { description: 'Payment mode and the Stripe publishable key (public)' })
  paymentConfig(@Ctx() ctx: GraphQLContext): PaymentConfigType {
    const config = ctx.services.netbuilder.paymentConfig();
    return { mode: config.mode === 'stripe' ? PaymentMode.stripe : PaymentMode.demo, publishableKey: config.publishableKey };
  }

  @Query(() => [PlanType], { description: 'The NetBuilder plan catalogue (public)' })
  netbuilderPlans(@Ctx() ctx: GraphQLContext): PlanType[] {
    return ctx.services.netbuilder.plans().map((plan) => ({ ...plan }));
  }

  @Authorized()
  @Query(() => SubscriptionType, { nullable: true, description: "The caller's subscription, or null when there is none" })
  async netbuilderSubscription(@Ctx() ctx: GraphQLContext): Promise<SubscriptionType | null> {
    const subscription = await ctx.services.netbuilder.currentSubscription(ctx.caller);
    return subscription ? subscriptionView(subscription) : null;
  }

  @Authorized()
  @Query(() => [ReportType], { description: "The caller's monthly reports, newest first (needs a subscription)" })
  async reports(@Ctx() ctx: GraphQLContext): Promise<ReportType[]> {
    return (await ctx.services.netbuilder.reports(ctx.caller)).map(reportView);
  }

  @Authorized()
  @Mutation(() => CheckoutSessionType, { description: 'Starts a hosted checkout for a plan (starter, growth or pro)' })
  checkout(@Arg('plan', () => String, { description: 'The plan id: starter, growth or pro (another value is BAD_USER_INPUT)' }) plan: string, @Ctx() ctx: GraphQLContext): Promise<CheckoutSessionType> {
    return ctx.services.netbuilder.checkout(ctx.caller, { plan });
  }

  @Authorized()
  @Mutation(() => SubscriptionType, { description: 'Cancels at the end of the current billing period' })
  async cancelNetbuilderSubscription(@Ctx() ctx: GraphQLContext): Promise<SubscriptionType> {
    return subscriptionView(await ctx.services.netbuilder.cancel(ctx.caller));
  }

  @Authorized()
  @Mutation(() => SubscriptionType, {
    description: 'Undoes the cancellation before the period ends (CONFLICT when not set to cancel or the period has ended)',
  })
  async resumeNetbuilderSubscription(@Ctx() ctx: GraphQLContext): Promise<SubscriptionType> {
    return subscriptionView(await ctx.services.netbuilder.resumeSubscription(ctx.caller));
  }
}

