/** The 24-hex-digit form of a MongoDB `ObjectId`. */
const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

/**
 * Turns a string id into the value stored in `_id`. When conversion is on and
 * the id looks like an `ObjectId`, it is written in MongoDB extended JSON form
 * (`{ $oid }`), which the driver and mongoose both accept.
 */
export function toMongoId(id: string, convert: boolean): string | { $oid: string } {
  return convert && OBJECT_ID_PATTERN.test(id) ? { $oid: id } : id;
}

/** Reads back a stored `_id` as a string, whatever its type. */
export function fromMongoId(id: unknown): string {
  if (typeof id === 'object' && id !== null && '$oid' in id) return String(id.$oid);
  return String(id);
}

/** Email addresses are compared case-insensitively, so they are stored in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
