/** The parts of an express-session `req.session` this package uses. */
export interface SessionData {
  [key: string]: unknown;
  regenerate(callback: (error?: unknown) => void): void;
}

/** The parts of an express request this package uses. */
export interface RequestLike {
  session?: SessionData;
  ip?: string;
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  [key: string]: unknown;
}

/** Continues with the next middleware, or reports an error. */
export type NextFunction = (error?: unknown) => void;

/** An express-compatible middleware. */
export type Middleware = (req: RequestLike, res: unknown, next: NextFunction) => Promise<void>;
