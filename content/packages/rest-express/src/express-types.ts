import type { ConnectionInformations, User } from '@accounts/types';

// Minimal shapes of the express objects the router uses; the docs sources do not depend on express.
export interface Request {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  params: Record<string, string | undefined>;
  body?: Record<string, any>;
  ip?: string;
  user?: User;
  userId?: string;
  authToken?: string;
  infos?: ConnectionInformations;
}
export interface Response {
  status(code: number): Response;
  json(body: unknown): Response;
}
export type NextFunction = (error?: unknown) => void;
export type Handler = (req: Request, res: Response, next: NextFunction) => void | Promise<void>;
export interface Router {
  get(path: string, ...handlers: Handler[]): Router;
  post(path: string, ...handlers: Handler[]): Router;
  use(...handlers: Handler[]): Router;
}

/** Creates an express router (`express.Router()`). */
export declare function createRouter(): Router;
