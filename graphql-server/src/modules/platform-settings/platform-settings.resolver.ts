import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Role } from '../users/user.entity.js';
import { ContactDetailsType, OfferDefaultsType, PlatformSettingsInput, PlatformSettingsType } from './platform-settings.types.js';

/** R5 *Platform* settings; the service checks who may read and change them. */
@Resolver()
export class PlatformSettingsResolver {
  @Authorized(Role.admin)
  @Query(() => PlatformSettingsType, { description: 'R5 Platform: the settings in force (admins)' })
  platformSettings(@Ctx() ctx: GraphQLContext): Promise<PlatformSettingsType> {
    return ctx.services.platformSettings.settings(ctx.caller);
  }

  @Query(() => ContactDetailsType, { description: "NetFund's public contact details (footer, contact page)" })
  contactDetails(@Ctx() ctx: GraphQLContext): Promise<ContactDetailsType> {
    return ctx.services.platformSettings.contactDetails();
  }

  @Authorized(Role.lender, Role.admin)
  @Query(() => OfferDefaultsType, { description: 'R20 / R13 offer forms: the default expiry (lenders and admins)' })
  offerDefaults(@Ctx() ctx: GraphQLContext): Promise<OfferDefaultsType> {
    return ctx.services.platformSettings.offerDefaults(ctx.caller);
  }

  @Authorized(Role.admin)
  @Mutation(() => PlatformSettingsType, {
    description: 'R5 Platform: save every setting; stale expectedVersion → CONFLICT; audited setting.changed (changed fields, before → after)',
  })
  updatePlatformSettings(
    @Arg('input', () => PlatformSettingsInput, { description: 'Every setting; BAD_USER_INPUT with field errors' }) input: PlatformSettingsInput,
    @Arg('expectedVersion', () => Int, { description: 'The settings\' version as last read (PlatformSettings.version); a stale one is CONFLICT' }) expectedVersion: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PlatformSettingsType> {
    return ctx.services.platformSettings.update(input, expectedVersion, ctx.caller);
  }
}
