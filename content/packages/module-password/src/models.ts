/**
 * TypeScript types of the schema served with the password module (the core types plus the
 * password and two-factor operations), in the shape GraphQL Code Generator emits with its
 * `typescript` and `typescript-resolvers` plugins.
 */
import type { AccountsContextGraphQLModules } from '@accounts/module-core';
import type { GraphQLResolveInfoLike } from './graphql-modules';

/** A nullable output value, as every optional GraphQL field is typed. */
export type Maybe<T> = T | null;

/** A nullable input value; inputs may also be left out, so this mirrors {@link Maybe}. */
export type InputMaybe<T> = Maybe<T>;

/** Keeps exactly the keys of `T`, so extra keys in argument objects are rejected. */
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };

/** Makes the keys `K` of `T` optional and nullable, leaving the other keys untouched. */
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };

/** Makes the keys `K` of `T` nullable but still required. */
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };

/** An object in which the keys `K` may only be absent, used for operations without variables. */
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };

/** A value of `T`, or a partial one carrying only its type name, as sent by `@defer` payloads. */
export type Incremental<T> =
  | T
  | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

/** Marks the keys `K` of `T` as present and non-null, for arguments declared with `!`. */
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** The TypeScript types of the built-in GraphQL scalars, as received (`input`) and returned (`output`). */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
};

/** Credentials passed to a login service; which fields are read depends on the service. */
export type AuthenticateParamsInput = {
  /** OAuth access token. */
  access_token?: InputMaybe<Scalars['String']['input']>;
  /** OAuth 1 access token secret. */
  access_token_secret?: InputMaybe<Scalars['String']['input']>;
  /** One-time code, for example a two-factor code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Plain-text password. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Name of the OAuth provider. */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** Single-use login token, such as a magic-link token. */
  token?: InputMaybe<Scalars['String']['input']>;
  /** Who is logging in. */
  user?: InputMaybe<UserInput>;
};

/** Fields of a new account; give an email, a username or both, and a password. */
export type CreateUserInput = {
  /** Email address of the new user. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Plain-text password; it is hashed before being stored. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Username of the new user. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Result of the `createUser` mutation. */
export type CreateUserResult = {
  __typename?: 'CreateUserResult';
  /** A session for the new user, present only when automatic login after sign-up is enabled. */
  loginResult?: Maybe<LoginResult>;
  /** Id of the new user; hidden when ambiguous error messages are enabled. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** An email address of a user and whether it was verified. */
export type EmailRecord = {
  __typename?: 'EmailRecord';
  /** The address itself. */
  address?: Maybe<Scalars['String']['output']>;
  /** `true` once the owner followed the verification link. */
  verified?: Maybe<Scalars['Boolean']['output']>;
};

/** Result of the `impersonate` mutation. */
export type ImpersonateReturn = {
  __typename?: 'ImpersonateReturn';
  /** Whether the caller was allowed to impersonate the target user. */
  authorized?: Maybe<Scalars['Boolean']['output']>;
  /** Tokens of the impersonation session, when authorized. */
  tokens?: Maybe<Tokens>;
  /** The impersonated user, when authorized. */
  user?: Maybe<User>;
};

/** Identifies the user to impersonate; one of the fields is enough. */
export type ImpersonationUserIdentityInput = {
  /** Email address of the target user. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Id of the target user. */
  userId?: InputMaybe<Scalars['String']['input']>;
  /** Username of the target user. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A new session: its id, its tokens and the logged-in user. */
export type LoginResult = {
  __typename?: 'LoginResult';
  /** Id of the session that was created. */
  sessionId?: Maybe<Scalars['String']['output']>;
  /** Access and refresh tokens of the session. */
  tokens?: Maybe<Tokens>;
  /** The user who logged in. */
  user?: Maybe<User>;
};

/** Root mutation fields: the core session mutations plus the password and two-factor ones. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds an email address to the logged-in user. */
  addEmail?: Maybe<Scalars['Boolean']['output']>;
  /** Logs a user in with a service and returns a new session. */
  authenticate?: Maybe<LoginResult>;
  /** Changes the password of the logged-in user. */
  changePassword?: Maybe<Scalars['Boolean']['output']>;
  /** Creates an account with a password. */
  createUser?: Maybe<CreateUserResult>;
  /** Opens a session as another user. */
  impersonate?: Maybe<ImpersonateReturn>;
  /** Ends the current session. */
  logout?: Maybe<Scalars['Boolean']['output']>;
  /** Exchanges a refresh token for new tokens. */
  refreshTokens?: Maybe<LoginResult>;
  /** Sets a new password from a reset token; may log the user in. */
  resetPassword?: Maybe<LoginResult>;
  /** Emails a password-reset link. */
  sendResetPasswordEmail?: Maybe<Scalars['Boolean']['output']>;
  /** Emails an address-verification link. */
  sendVerificationEmail?: Maybe<Scalars['Boolean']['output']>;
  /** Turns on two-factor authentication for the logged-in user. */
  twoFactorSet?: Maybe<Scalars['Boolean']['output']>;
  /** Turns off two-factor authentication for the logged-in user. */
  twoFactorUnset?: Maybe<Scalars['Boolean']['output']>;
  /** Checks credentials with a service without creating a session. */
  verifyAuthentication?: Maybe<Scalars['Boolean']['output']>;
  /** Marks an address as verified from a verification token. */
  verifyEmail?: Maybe<Scalars['Boolean']['output']>;
};

/** Arguments of {@link Mutation.addEmail}. */
export type MutationAddEmailArgs = {
  newEmail: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.authenticate}. */
export type MutationAuthenticateArgs = {
  params: AuthenticateParamsInput;
  serviceName: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.changePassword}. */
export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.createUser}. */
export type MutationCreateUserArgs = {
  user: CreateUserInput;
};

/** Arguments of {@link Mutation.impersonate}. */
export type MutationImpersonateArgs = {
  accessToken: Scalars['String']['input'];
  impersonated: ImpersonationUserIdentityInput;
};

/** Arguments of {@link Mutation.refreshTokens}. */
export type MutationRefreshTokensArgs = {
  accessToken: Scalars['String']['input'];
  refreshToken: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.resetPassword}. */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.sendResetPasswordEmail}. */
export type MutationSendResetPasswordEmailArgs = {
  email: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.sendVerificationEmail}. */
export type MutationSendVerificationEmailArgs = {
  email: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.twoFactorSet}. */
export type MutationTwoFactorSetArgs = {
  code: Scalars['String']['input'];
  secret: TwoFactorSecretKeyInput;
};

/** Arguments of {@link Mutation.twoFactorUnset}. */
export type MutationTwoFactorUnsetArgs = {
  code: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.verifyAuthentication}. */
export type MutationVerifyAuthenticationArgs = {
  params: AuthenticateParamsInput;
  serviceName: Scalars['String']['input'];
};

/** Arguments of {@link Mutation.verifyEmail}. */
export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

/** Root query fields of the schema. */
export type Query = {
  __typename?: 'Query';
  /** The user of the current session, or `null` when logged out. */
  getUser?: Maybe<User>;
  /** A fresh two-factor secret for the logged-in user to scan. */
  twoFactorSecret?: Maybe<TwoFactorSecretKey>;
};

/** The access and refresh tokens of a session. */
export type Tokens = {
  __typename?: 'Tokens';
  /** Short-lived token sent with every request. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** Long-lived token used to get a new access token. */
  refreshToken?: Maybe<Scalars['String']['output']>;
};

/** A two-factor secret in the encodings authenticator apps accept, with ready-made QR codes. */
export type TwoFactorSecretKey = {
  __typename?: 'TwoFactorSecretKey';
  /** The secret as ASCII text. */
  ascii?: Maybe<Scalars['String']['output']>;
  /** The secret in base 32, the form most apps ask for when typed in. */
  base32?: Maybe<Scalars['String']['output']>;
  /** Link to a Google Authenticator QR code image. */
  google_auth_qr?: Maybe<Scalars['String']['output']>;
  /** The secret in hexadecimal. */
  hex?: Maybe<Scalars['String']['output']>;
  /** `otpauth://` URL for authenticator apps. */
  otpauth_url?: Maybe<Scalars['String']['output']>;
  /** QR code data of the ASCII secret. */
  qr_code_ascii?: Maybe<Scalars['String']['output']>;
  /** QR code data of the base-32 secret. */
  qr_code_base32?: Maybe<Scalars['String']['output']>;
  /** QR code data of the hexadecimal secret. */
  qr_code_hex?: Maybe<Scalars['String']['output']>;
};

/** A two-factor secret sent back by the client when confirming two-factor setup. */
export type TwoFactorSecretKeyInput = {
  /** The secret as ASCII text. */
  ascii?: InputMaybe<Scalars['String']['input']>;
  /** The secret in base 32. */
  base32?: InputMaybe<Scalars['String']['input']>;
  /** Link to a Google Authenticator QR code image. */
  google_auth_qr?: InputMaybe<Scalars['String']['input']>;
  /** The secret in hexadecimal. */
  hex?: InputMaybe<Scalars['String']['input']>;
  /** `otpauth://` URL for authenticator apps. */
  otpauth_url?: InputMaybe<Scalars['String']['input']>;
  /** QR code data of the ASCII secret. */
  qr_code_ascii?: InputMaybe<Scalars['String']['input']>;
  /** QR code data of the base-32 secret. */
  qr_code_base32?: InputMaybe<Scalars['String']['input']>;
  /** QR code data of the hexadecimal secret. */
  qr_code_hex?: InputMaybe<Scalars['String']['input']>;
};

/** A user account as exposed by the GraphQL API. */
export type User = {
  __typename?: 'User';
  /** Email addresses of the user. */
  emails?: Maybe<Array<EmailRecord>>;
  /** Unique id of the user. */
  id: Scalars['ID']['output'];
  /** Username, if the user has one. */
  username?: Maybe<Scalars['String']['output']>;
};

/** Identifies a user by id, email or username. */
export type UserInput = {
  /** Email address of the user. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Id of the user. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Username of the user. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** What a resolver may return for a type: the value itself or a promise of it. */
export type ResolverTypeWrapper<T> = Promise<T> | T;

/** A field resolver; the short name used in the generated resolver maps. */
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> = ResolverFn<
  TResult,
  TParent,
  TContext,
  TArgs
>;

/** The signature of a field resolver: parent value, arguments, context and resolve info. */
export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfoLike,
) => Promise<TResult> | TResult;

/** Starts a subscription and yields the events to publish. */
export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfoLike,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

/** Maps one subscription event to the value sent to the client. */
export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfoLike,
) => TResult | Promise<TResult>;

/**
 * A subscription whose events already carry the payload under the field name `TKey`.
 * `resolve` is optional because the default one reads that key.
 */
export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  /** Starts the event stream; each event is keyed by the subscription field name. */
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  /** Optionally reshapes each keyed event before it is sent. */
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

/** A subscription with its own `resolve`, so the events may have any shape. */
export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  /** Starts the event stream. */
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  /** Turns each raw event into the field value. */
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

/** Either kind of subscription object: {@link SubscriptionSubscriberObject} or {@link SubscriptionResolverObject}. */
export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

/** A subscription field resolver: a {@link SubscriptionObject} or a function that builds one. */
export type SubscriptionResolver<TResult, TKey extends string, TParent = {}, TContext = {}, TArgs = {}> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

/** Picks the concrete type name of an abstract (interface or union) value. */
export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfoLike,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

/** Tells whether a value belongs to an object type, used when resolving abstract types. */
export type IsTypeOfResolverFn<T = {}, TContext = {}> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfoLike,
) => boolean | Promise<boolean>;

/** Calls the wrapped resolver from inside a directive resolver. */
export type NextResolverFn<T> = () => Promise<T>;

/** A directive resolver: it receives the next resolver and may run it, skip it or change its result. */
export type DirectiveResolverFn<TResult = {}, TParent = {}, TContext = {}, TArgs = {}> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfoLike,
) => TResult | Promise<TResult>;

/** Maps every GraphQL type name of the schema to the TypeScript type a resolver may return for it. */
export type ResolversTypes = {
  AuthenticateParamsInput: AuthenticateParamsInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateUserInput: CreateUserInput;
  CreateUserResult: ResolverTypeWrapper<CreateUserResult>;
  EmailRecord: ResolverTypeWrapper<EmailRecord>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpersonateReturn: ResolverTypeWrapper<ImpersonateReturn>;
  ImpersonationUserIdentityInput: ImpersonationUserIdentityInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<{}>;
  Query: ResolverTypeWrapper<{}>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tokens: ResolverTypeWrapper<Tokens>;
  TwoFactorSecretKey: ResolverTypeWrapper<TwoFactorSecretKey>;
  TwoFactorSecretKeyInput: TwoFactorSecretKeyInput;
  User: ResolverTypeWrapper<User>;
  UserInput: UserInput;
};

/** Maps every GraphQL type name to the parent value its field resolvers receive. */
export type ResolversParentTypes = {
  AuthenticateParamsInput: AuthenticateParamsInput;
  Boolean: Scalars['Boolean']['output'];
  CreateUserInput: CreateUserInput;
  CreateUserResult: CreateUserResult;
  EmailRecord: EmailRecord;
  ID: Scalars['ID']['output'];
  ImpersonateReturn: ImpersonateReturn;
  ImpersonationUserIdentityInput: ImpersonationUserIdentityInput;
  LoginResult: LoginResult;
  Mutation: {};
  Query: {};
  String: Scalars['String']['output'];
  Tokens: Tokens;
  TwoFactorSecretKey: TwoFactorSecretKey;
  TwoFactorSecretKeyInput: TwoFactorSecretKeyInput;
  User: User;
  UserInput: UserInput;
};

/** Field resolvers of the `CreateUserResult` type. */
export type CreateUserResultResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['CreateUserResult'] = ResolversParentTypes['CreateUserResult'],
> = {
  loginResult?: Resolver<Maybe<ResolversTypes['LoginResult']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

/** Field resolvers of the `EmailRecord` type. */
export type EmailRecordResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['EmailRecord'] = ResolversParentTypes['EmailRecord'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

/** Field resolvers of the `ImpersonateReturn` type. */
export type ImpersonateReturnResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['ImpersonateReturn'] = ResolversParentTypes['ImpersonateReturn'],
> = {
  authorized?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['Tokens']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

/** Field resolvers of the `LoginResult` type. */
export type LoginResultResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult'],
> = {
  sessionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tokens?: Resolver<Maybe<ResolversTypes['Tokens']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

/** Resolvers of the root `Mutation` fields; required arguments are non-null thanks to {@link RequireFields}. */
export type MutationResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addEmail?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationAddEmailArgs, 'newEmail'>
  >;
  authenticate?: Resolver<
    Maybe<ResolversTypes['LoginResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationAuthenticateArgs, 'params' | 'serviceName'>
  >;
  changePassword?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>
  >;
  createUser?: Resolver<
    Maybe<ResolversTypes['CreateUserResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationCreateUserArgs, 'user'>
  >;
  impersonate?: Resolver<
    Maybe<ResolversTypes['ImpersonateReturn']>,
    ParentType,
    ContextType,
    RequireFields<MutationImpersonateArgs, 'accessToken' | 'impersonated'>
  >;
  logout?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  refreshTokens?: Resolver<
    Maybe<ResolversTypes['LoginResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationRefreshTokensArgs, 'accessToken' | 'refreshToken'>
  >;
  resetPassword?: Resolver<
    Maybe<ResolversTypes['LoginResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>
  >;
  sendResetPasswordEmail?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationSendResetPasswordEmailArgs, 'email'>
  >;
  sendVerificationEmail?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationSendVerificationEmailArgs, 'email'>
  >;
  twoFactorSet?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationTwoFactorSetArgs, 'code' | 'secret'>
  >;
  twoFactorUnset?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationTwoFactorUnsetArgs, 'code'>
  >;
  verifyAuthentication?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationVerifyAuthenticationArgs, 'params' | 'serviceName'>
  >;
  verifyEmail?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationVerifyEmailArgs, 'token'>
  >;
};

/** Resolvers of the root `Query` fields. */
export type QueryResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  getUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  twoFactorSecret?: Resolver<Maybe<ResolversTypes['TwoFactorSecretKey']>, ParentType, ContextType>;
};

/** Field resolvers of the `Tokens` type. */
export type TokensResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['Tokens'] = ResolversParentTypes['Tokens'],
> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refreshToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

/** Field resolvers of the `TwoFactorSecretKey` type. */
export type TwoFactorSecretKeyResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['TwoFactorSecretKey'] = ResolversParentTypes['TwoFactorSecretKey'],
> = {
  ascii?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base32?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  google_auth_qr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otpauth_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qr_code_ascii?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qr_code_base32?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qr_code_hex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

/** Field resolvers of the `User` type. */
export type UserResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'],
> = {
  emails?: Resolver<Maybe<Array<ResolversTypes['EmailRecord']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

/** The complete resolver map of the schema, one optional entry per type. */
export type Resolvers<ContextType = AccountsContextGraphQLModules> = {
  CreateUserResult?: CreateUserResultResolvers<ContextType>;
  EmailRecord?: EmailRecordResolvers<ContextType>;
  ImpersonateReturn?: ImpersonateReturnResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Tokens?: TokensResolvers<ContextType>;
  TwoFactorSecretKey?: TwoFactorSecretKeyResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};
