/** Codes thrown by {@link AccountsPassword.addEmail}. */
export enum AddEmailErrors {
  /** The address failed `validateEmail`. */
  InvalidEmail = 'InvalidEmail',
}

/** Codes thrown by {@link AccountsPassword.changePassword}. */
export enum ChangePasswordErrors {
  /** The new password failed `validatePassword`. */
  InvalidPassword = 'InvalidPassword',
  /** The user has no e-mail address to send the change notification to. */
  NoEmailSet = 'NoEmailSet',
  /** The user or the old password is wrong, reported ambiguously. */
  InvalidCredentials = 'InvalidCredentials',
  /** No user has the given identifier. */
  UserNotFound = 'UserNotFound',
  /** The old password does not match. */
  IncorrectPassword = 'IncorrectPassword',
  /** The user has never set a password. */
  NoPasswordSet = 'NoPasswordSet',
}

/** Codes thrown by {@link AccountsPassword.createUser}. */
export enum CreateUserErrors {
  /** Neither a username nor an e-mail address was given. */
  UsernameOrEmailRequired = 'UsernameOrEmailRequired',
  /** The username failed `validateUsername`. */
  InvalidUsername = 'InvalidUsername',
  /** The e-mail address failed `validateEmail`. */
  InvalidEmail = 'InvalidEmail',
  /** The password failed `validatePassword`. */
  InvalidPassword = 'InvalidPassword',
  /** Another user already has this e-mail address. */
  EmailAlreadyExists = 'EmailAlreadyExists',
  /** Another user already has this username. */
  UsernameAlreadyExists = 'UsernameAlreadyExists',
}

/** Codes thrown by {@link AccountsPassword.resetPassword}. */
export enum ResetPasswordErrors {
  /** No user holds this reset token. */
  InvalidToken = 'InvalidToken',
  /** The new password failed `validatePassword`. */
  InvalidNewPassword = 'InvalidNewPassword',
  /** The token is older than `passwordResetTokenExpiration`. */
  ResetPasswordLinkExpired = 'ResetPasswordLinkExpired',
  /** The token was sent to an address the user no longer has. */
  ResetPasswordLinkUnknownAddress = 'ResetPasswordLinkUnknownAddress',
  /** The user has no e-mail address. */
  NoEmailSet = 'NoEmailSet',
}

/** Codes thrown by {@link AccountsPassword.sendVerificationEmail}. */
export enum SendVerificationEmailErrors {
  /** No address was given. */
  InvalidEmail = 'InvalidEmail',
  /** No user has this address. */
  UserNotFound = 'UserNotFound',
}

/** Codes thrown by {@link AccountsPassword.sendResetPasswordEmail}. */
export enum SendResetPasswordEmailErrors {
  /** No address was given. */
  InvalidEmail = 'InvalidEmail',
  /** No user has this address. */
  UserNotFound = 'UserNotFound',
}

/** Codes thrown by {@link AccountsPassword.verifyEmail}. */
export enum VerifyEmailErrors {
  /** No user holds this verification token. */
  InvalidToken = 'InvalidToken',
  /** The token is older than `verifyEmailTokenExpiration`. */
  VerifyEmailLinkExpired = 'VerifyEmailLinkExpired',
  /** The token was sent to an address the user no longer has. */
  VerifyEmailLinkUnknownAddress = 'VerifyEmailLinkUnknownAddress',
}
