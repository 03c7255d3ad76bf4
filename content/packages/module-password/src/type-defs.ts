import { gql, type DocumentNodeLike } from './graphql-modules';
import type { AccountsPasswordModuleConfig } from './config';

/** Builds the SDL of the password module for the given naming options. */
export function passwordTypeDefs(config: AccountsPasswordModuleConfig): DocumentNodeLike[] {
  const queryName = config.rootQueryName ?? 'Query';
  const mutationName = config.rootMutationName ?? 'Mutation';
  const extend = config.extendTypeDefs ? 'extend ' : '';

  return [
    gql`
      type CreateUserResult {
        userId: ID
        loginResult: LoginResult
      }

      type TwoFactorSecretKey {
        ascii: String
        base32: String
        hex: String
        qr_code_ascii: String
        qr_code_hex: String
        qr_code_base32: String
        google_auth_qr: String
        otpauth_url: String
      }

      input TwoFactorSecretKeyInput {
        ascii: String
        base32: String
        hex: String
        qr_code_ascii: String
        qr_code_hex: String
        qr_code_base32: String
        google_auth_qr: String
        otpauth_url: String
      }

      input CreateUserInput {
        username: String
        email: String
        password: String
      }
    `,
    gql`
      ${extend}type ${queryName} {
        twoFactorSecret: TwoFactorSecretKey @auth
      }

      ${extend}type ${mutationName} {
        createUser(user: CreateUserInput!): CreateUserResult
        verifyEmail(token: String!): Boolean
        resetPassword(token: String!, newPassword: String!): LoginResult
        sendVerificationEmail(email: String!): Boolean
        sendResetPasswordEmail(email: String!): Boolean
        addEmail(newEmail: String!): Boolean @auth
        changePassword(oldPassword: String!, newPassword: String!): Boolean @auth
        twoFactorSet(secret: TwoFactorSecretKeyInput!, code: String!): Boolean @auth
        twoFactorUnset(code: String!): Boolean @auth
      }
    `,
  ];
}
