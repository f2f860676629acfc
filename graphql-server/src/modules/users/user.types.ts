import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from './user.entity.js';

registerEnumType(Role, { name: 'Role', description: 'What a signed-in user may do', valuesConfig: { admin: { description: 'A NetFund team member: the back office' }, client: { description: 'A business owner: applications, NetBuilder and Net30' }, lender: { description: 'A lender\'s user: the lender portal' } } });

@ObjectType('User', { description: 'A signed-in person' })
export class UserType {
  @Field(() => ID, { description: 'The user\'s id' })
  id!: number;

  @Field({ description: 'The user\'s username' })
  username!: string;

  @Field(() => Role, { description: 'What the user may do' })
  role!: Role;

  @Field({ description: 'The user\'s e-mail address' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The user\'s first name, if given' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'The user\'s last name, if given' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +15125550100' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'An e-mail change waiting for its confirmation link' })
  pendingEmail?: string | null;

  // twoFactorEnabled and twoFactorSetupRequired: field resolvers of the account module (account.resolver.ts).
}

@InputType({ description: 'SPEC §3 login payload' })
export class LoginInput {
  @Field({ description: 'The username (any case)' })
  username!: string;

  @Field({ description: 'The account\'s password' })
  password!: string;
}

@InputType({ description: 'SPEC §3 registration shape' })
export class RegisterInput {
  @Field({ description: 'The username to sign in with: 3–64 letters, digits, dots, dashes and underscores, unique in any case' })
  username!: string;

  @Field({ description: 'The e-mail address (stored lower case)' })
  email!: string;

  @Field({ description: 'The password, 6–256 characters' })
  password!: string;

  @Field({ description: 'The password again; must equal password' })
  confirmPassword!: string;

  @Field(() => String, { nullable: true, description: 'The client\'s first name (optional)' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'The client\'s last name (optional)' })
  lastName?: string | null;
}
