// Thin wrapper over a JSON Web Token library. The docs sources may not import third-party
// packages, so the library is described by the minimal shape the server relies on.
interface JwtLibrary {
  sign(payload: object, secret: string, options: { expiresIn?: string | number; algorithm?: string }): string;
  verify(token: string, secret: string, options?: { ignoreExpiration?: boolean }): Record<string, unknown>;
}
declare const jwt: JwtLibrary;

type Secret = string | { readonly publicKey: string; readonly privateKey: string };

/** Signs `payload` with the private half (or the shared string) of `secret`. */
export function signToken(
  payload: object,
  secret: Secret,
  config: { expiresIn?: string | number; algorithm?: string } = {}
): string {
  const key = typeof secret === 'string' ? secret : secret.privateKey;
  return jwt.sign(payload, key, config);
}

/** Verifies `token` and returns its payload; throws when the signature or expiry is wrong. */
export function verifyToken(
  token: string,
  secret: Secret,
  options: { ignoreExpiration?: boolean } = {}
): Record<string, unknown> {
  const key = typeof secret === 'string' ? secret : secret.publicKey;
  return jwt.verify(token, key, options);
}
