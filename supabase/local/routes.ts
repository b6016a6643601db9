// What each service is built from: a route table (method + path pattern -> handler, the first match wins) and
// its own error shapes, so the server never needs to know which service a failure came from.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, PayloadTooLarge } from './http.ts';

export interface Route<Handler> {
  /** The methods it answers, or '*' for any. */
  methods: readonly string[] | '*';
  /** Matched against the path under the service's prefix; its groups are the handler's params. */
  path: RegExp;
  handle: Handler;
}

/** A route that answers on the response itself, given what it needs (`context`) and the path's groups. */
export type ResponseHandler<Context> = (
  context: Context,
  req: IncomingMessage,
  res: ServerResponse,
  params: string[],
) => Promise<void>;

export interface RouteMatch<Handler> {
  handle: Handler;
  /** The path's groups as written in the URL (not decoded); '' for a group that did not take part. */
  params: string[];
}

export function findRoute<Handler>(
  routes: readonly Route<Handler>[],
  method: string,
  path: string,
): RouteMatch<Handler> | undefined {
  for (const route of routes) {
    if (route.methods !== '*' && !route.methods.includes(method)) continue;
    const match = route.path.exec(path);
    if (match) return { handle: route.handle, params: match.slice(1).map((part) => part ?? '') };
  }
  return undefined;
}

/** The bodies a service answers with for what its own code did not foresee, in the shape hosted uses. */
export interface ErrorShapes {
  /** A request body over the service's limit (413). */
  tooLarge(limit: number): unknown;
  /** A fault of the local backend (500). */
  internal(): unknown;
}

export const sizeInMb = (limit: number): string => `${Math.round(limit / 1024 / 1024)} MB`;

/** What a service with no shapes of its own answers (the mailbox, health, unknown paths). */
export const PLAIN_ERRORS: ErrorShapes = {
  tooLarge: (limit) => ({ message: `Request body larger than ${sizeInMb(limit)}` }),
  internal: () => ({ message: 'Internal error of the local backend' }),
};

/**
 * Runs a service's handler and answers what it throws in the service's shapes: an HttpError as it is (or a
 * URIError, which the server answers for every service alike), an oversized body as 413, anything else as a
 * logged 500.
 */
export async function withErrorShapes(
  shapes: ErrorShapes,
  req: IncomingMessage,
  run: () => Promise<void>,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError || error instanceof URIError) throw error;
    if (error instanceof PayloadTooLarge) {
      throw new HttpError(413, shapes.tooLarge(error.limit), { Connection: 'close' });
    }
    console.error(`[supabase-local] ${req.method ?? ''} ${req.url ?? ''} failed:`, error);
    throw new HttpError(500, shapes.internal());
  }
}
