// Who is calling a function, the way Supabase now recommends: no token or the publishable key (the app with
// nobody signed in) is a guest; the secret key is one of our servers; anything else must be a user's access
// token that auth.getClaims verifies against the project's JWKS (or, for a legacy HS256 token, the Auth server).
import { publishableKeys, secretKeys } from './env.ts';
import { serviceClient } from './service-client.ts';
import { constantTimeEqual } from './signature.ts';

export type FunctionCaller =
  | { kind: 'guest' }
  | { kind: 'server' }
  | { kind: 'user'; id: string; claims: Record<string, unknown> }
  | { kind: 'refused'; reason: string };

export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]?.trim() || undefined;
}

export async function identifyCaller(req: Request): Promise<FunctionCaller> {
  const token = bearerToken(req);
  if (!token || publishableKeys().includes(token)) return { kind: 'guest' };
  if (secretKeys().some((key) => constantTimeEqual(key, token))) return { kind: 'server' };
  const { data, error } = await serviceClient().auth.getClaims(token);
  if (error || !data) return { kind: 'refused', reason: error?.message ?? 'invalid token' };
  const claims = data.claims as Record<string, unknown>;
  if (typeof claims.sub !== 'string' || claims.role !== 'authenticated') {
    return { kind: 'refused', reason: 'not a user access token' };
  }
  return { kind: 'user', id: claims.sub, claims };
}
