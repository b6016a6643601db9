// What the auth routes share: a request's JSON body and the signed-in caller behind its access token.
import type { UserRow } from './users.ts';

export type Body = Record<string, unknown>;

export interface Caller {
  user: UserRow;
  sessionId: string;
  aal: string;
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
