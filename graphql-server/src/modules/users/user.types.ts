import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from './user.entity.js';

registerEnumType(Role, { name: 'Role', description: 'What a signed-in user may do' });

@ObjectType('User', { description: 'A signed-in person' })
export class UserType {
  @Field(() => ID)
  id!: number;

  @Field()
  username!: string;

  @Field(() => Role)
  role!: Role;

  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +15125550100' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'An e-mail change waiting for its confirmation link' })
  pendingEmail?: string | null;

  // twoFactorEnabled and twoFactorSetupRequired: field resolvers of the account module (account.resolver.ts).
}

@InputType({ description: 'SPEC §3 login payload' })
export class LoginInput {
  @Field()
  username!: string;

  @Field()
  password!: string;
}

@InputType({ description: 'SPEC §3 registration shape' })
export class RegisterInput {
  @Field()
  username!: string;

  @Field()
  email!: string;

  @Field()
  password!: string;

  @Field()
  confirmPassword!: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;
}
