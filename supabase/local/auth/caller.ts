// What the auth routes share: a request's JSON body, the signed-in caller behind its access token, and the
// shape of a route and its answer.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { UserRow } from './users.ts';

export type Body = Record<string, unknown>;

export interface Caller {
  user: UserRow;
  sessionId: string;
  aal: string;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What an auth route answers: the status, the JSON body (null for none) and any headers of its own. */
export interface AuthAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A route of the auth service's table: the path's groups as `params`. */
export type AuthHandler = (
  ctx: BackendContext,
  req: IncomingMessage,
  url: URL,
  params: string[],
) => Promise<AuthAnswer>;

export const ok = (body: unknown): AuthAnswer => ({ status: 200, body });
