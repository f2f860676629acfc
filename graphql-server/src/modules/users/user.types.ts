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
