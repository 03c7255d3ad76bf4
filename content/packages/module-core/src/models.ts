/**
 * TypeScript types of the core module's GraphQL schema, in the shape GraphQL Code Generator
 * emits with its `typescript` and `typescript-resolvers` plugins. Regenerate them rather
 * than editing by hand when the SDL in `./schema` changes.
 */
import type { GraphQLResolveInfoLike } from './graphql-modules';
import type { AccountsContextGraphQLModules } from './types/context';

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

/** Root mutation fields of the core module. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Logs a user in with a service and returns a new session. */
  authenticate?: Maybe<LoginResult>;
  /** Opens a session as another user. */
  impersonate?: Maybe<ImpersonateReturn>;
  /** Ends the current session. */
  logout?: Maybe<Scalars['Boolean']['output']>;
  /** Exchanges a refresh token for new tokens. */
  refreshTokens?: Maybe<LoginResult>;
  /** Checks credentials with a service without creating a session. */
  verifyAuthentication?: Maybe<Scalars['Boolean']['output']>;
};

/** Arguments of {@link Mutation.authenticate}. */
export type MutationAuthenticateArgs = {
  params: AuthenticateParamsInput;
  serviceName: Scalars['String']['input'];
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

/** Arguments of {@link Mutation.verifyAuthentication}. */
export type MutationVerifyAuthenticationArgs = {
  params: AuthenticateParamsInput;
  serviceName: Scalars['String']['input'];
};

/** Root query fields of the core module. */
export type Query = {
  __typename?: 'Query';
  /** The user of the current session, or `null` when logged out. */
  getUser?: Maybe<User>;
};

/** The access and refresh tokens of a session. */
export type Tokens = {
  __typename?: 'Tokens';
  /** Short-lived token sent with every request. */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** Long-lived token used to get a new access token. */
  refreshToken?: Maybe<Scalars['String']['output']>;
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
  EmailRecord: ResolverTypeWrapper<EmailRecord>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImpersonateReturn: ResolverTypeWrapper<ImpersonateReturn>;
  ImpersonationUserIdentityInput: ImpersonationUserIdentityInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<{}>;
  Query: ResolverTypeWrapper<{}>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Tokens: ResolverTypeWrapper<Tokens>;
  User: ResolverTypeWrapper<User>;
  UserInput: UserInput;
};

/** Maps every GraphQL type name to the parent value its field resolvers receive. */
export type ResolversParentTypes = {
  AuthenticateParamsInput: AuthenticateParamsInput;
  Boolean: Scalars['Boolean']['output'];
  EmailRecord: EmailRecord;
  ID: Scalars['ID']['output'];
  ImpersonateReturn: ImpersonateReturn;
  ImpersonationUserIdentityInput: ImpersonationUserIdentityInput;
  LoginResult: LoginResult;
  Mutation: {};
  Query: {};
  String: Scalars['String']['output'];
  Tokens: Tokens;
  User: User;
  UserInput: UserInput;
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
  authenticate?: Resolver<
    Maybe<ResolversTypes['LoginResult']>,
    ParentType,
    ContextType,
    RequireFields<MutationAuthenticateArgs, 'params' | 'serviceName'>
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
  verifyAuthentication?: Resolver<
    Maybe<ResolversTypes['Boolean']>,
    ParentType,
    ContextType,
    RequireFields<MutationVerifyAuthenticationArgs, 'params' | 'serviceName'>
  >;
};

/** Resolvers of the root `Query` fields. */
export type QueryResolvers<
  ContextType = AccountsContextGraphQLModules,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  getUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
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
  EmailRecord?: EmailRecordResolvers<ContextType>;
  ImpersonateReturn?: ImpersonateReturnResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Tokens?: TokensResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};
