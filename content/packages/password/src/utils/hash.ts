// Described by shape only: the docs sources do not import third-party packages.
interface HashLibrary {
  hash(data: string, rounds: number): Promise<string>;
  compare(data: string, hash: string): Promise<boolean>;
}
declare const bcrypt: HashLibrary;

/** Default password hash: bcrypt with 10 rounds. */
export function bcryptPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

/** Default password check, matching {@link bcryptPassword}. */
export function verifyBcryptPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
