// GET /verify, the link mailed by the auth service: the token is verified and the browser is sent to the
// redirect with the session, or GoTrue's error, in the URL fragment.
import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { AuthAnswer } from './caller.ts';
import { AuthError } from './errors.ts';
import { referrer } from './redirect.ts';
import { verify } from './verify.ts';

const redirectTo = (location: string, fragment: Record<string, string>): AuthAnswer => ({
  status: 303,
  body: null,
  headers: { Location: `${location}#${new URLSearchParams(fragment).toString()}` },
});

export async function verifyLink(ctx: BackendContext, req: IncomingMessage, url: URL): Promise<AuthAnswer> {
  // GoTrue's Verify (GET): params.RedirectTo = GetReferrer: the link's redirect_to only when still allowed.
  const redirect = referrer(ctx, req, url);
  try {
    const verified = await verify(ctx, {
      type: url.searchParams.get('type') ?? undefined,
      token_hash: url.searchParams.get('token') ?? undefined,
    });
    // GoTrue's prepRedirectURL after the first of two e-mail change links: the message, no session.
    if ('message' in verified) return redirectTo(redirect, { message: verified.message });
    const { session, type } = verified;
    return redirectTo(redirect, {
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type,
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return redirectTo(redirect, {
      error: 'access_denied',
      error_code: error.errorCode,
      error_description: error.message,
    });
  }
}
