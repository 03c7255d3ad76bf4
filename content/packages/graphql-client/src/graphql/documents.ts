/**
 * The operations of the accounts-js GraphQL schema. Those returning a user
 * take the `userFields` fragment so applications can select extra fields.
 */

export const defaultUserFieldsFragment = /* GraphQL */ `
  fragment userFields on User {
    id
    username
    emails {
      address
      verified
    }
  }
`;

const tokenFields = /* GraphQL */ `
  tokens {
    accessToken
    refreshToken
  }
`;

export const createUserMutation = /* GraphQL */ `
  mutation createUser($user: CreateUserInput!) {
    createUser(user: $user) {
      userId
      loginResult {
        sessionId
        ${tokenFields}
      }
    }
  }
`;

export const authenticateMutation = /* GraphQL */ `
  mutation verifyAuthentication($serviceName: String!, $params: AuthenticateParamsInput!) {
    verifyAuthentication(serviceName: $serviceName, params: $params)
  }
`;

export const loginWithServiceMutation = (userFields: string): string => /* GraphQL */ `
  mutation authenticate($serviceName: String!, $params: AuthenticateParamsInput!) {
    authenticate(serviceName: $serviceName, params: $params) {
      sessionId
      ${tokenFields}
      user {
        ...userFields
      }
    }
  }
  ${userFields}
`;

export const getUserQuery = (userFields: string): string => /* GraphQL */ `
  query getUser {
    getUser {
      ...userFields
    }
  }
  ${userFields}
`;

export const logoutMutation = /* GraphQL */ `
  mutation logout {
    logout
  }
`;

export const refreshTokensMutation = /* GraphQL */ `
  mutation refreshTokens($accessToken: String!, $refreshToken: String!) {
    refreshTokens(accessToken: $accessToken, refreshToken: $refreshToken) {
      sessionId
      ${tokenFields}
    }
  }
`;

export const verifyEmailMutation = /* GraphQL */ `
  mutation verifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`;

export const sendResetPasswordEmailMutation = /* GraphQL */ `
  mutation sendResetPasswordEmail($email: String!) {
    sendResetPasswordEmail(email: $email)
  }
`;

export const sendVerificationEmailMutation = /* GraphQL */ `
  mutation sendVerificationEmail($email: String!) {
    sendVerificationEmail(email: $email)
  }
`;

export const resetPasswordMutation = /* GraphQL */ `
  mutation resetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      sessionId
      ${tokenFields}
    }
  }
`;

export const addEmailMutation = /* GraphQL */ `
  mutation addEmail($newEmail: String!) {
    addEmail(newEmail: $newEmail)
  }
`;

export const changePasswordMutation = /* GraphQL */ `
  mutation changePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`;

export const getTwoFactorSecretQuery = /* GraphQL */ `
  query twoFactorSecret {
    twoFactorSecret {
      base32
      otpauth_url
    }
  }
`;

export const twoFactorSetMutation = /* GraphQL */ `
  mutation twoFactorSet($secret: TwoFactorSecretKeyInput!, $code: String!) {
    twoFactorSet(secret: $secret, code: $code)
  }
`;

export const twoFactorUnsetMutation = /* GraphQL */ `
  mutation twoFactorUnset($code: String!) {
    twoFactorUnset(code: $code)
  }
`;

export const impersonateMutation = (userFields: string): string => /* GraphQL */ `
  mutation impersonate($accessToken: String!, $impersonated: ImpersonationUserIdentityInput!) {
    impersonate(accessToken: $accessToken, impersonated: $impersonated) {
      authorized
      ${tokenFields}
      user {
        ...userFields
      }
    }
  }
  ${userFields}
`;

export const requestMagicLinkEmailMutation = /* GraphQL */ `
  mutation requestMagicLinkEmail($email: String!) {
    requestMagicLinkEmail(email: $email)
  }
`;
