import type { EmailRecord } from '@accounts/types';

/**
 * A user document as stored in the users collection. Unlike `User` from
 * `@accounts/types`, the id is Mongo's `_id`, which may be an `ObjectId`.
 */
export interface MongoUser {
  /** Document id: a string, or an `ObjectId` when `convertUserIdToMongoObjectId` is on. */
  _id?: string | object;
  /** Unique username, if the user chose one. */
  username?: string;
  /** Per-service data: password hash, reset and verification tokens, OAuth ids. */
  services: {
    password?: { bcrypt: string; reset?: ResetTokenRecord[] };
    email?: { verificationTokens?: VerificationTokenRecord[] };
    [service: string]: unknown;
  };
  /** Email addresses, stored in lower case. */
  emails?: EmailRecord[];
  /** Any field added by the application, e.g. a profile. */
  [key: string]: unknown;
}

/** A password-reset token kept until it is used or expires. */
interface ResetTokenRecord {
  token: string;
  address: string;
  when: number;
  reason: string;
}

/** An email-verification token kept until the address is verified. */
type VerificationTokenRecord = Omit<ResetTokenRecord, 'reason'>;
