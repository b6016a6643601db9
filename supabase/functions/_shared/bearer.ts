// The caller's token and what it claims. The claims are read without checking the signature: use them only to
// choose a path (a guest's publishable key, an admin's aal), and let auth.getUser verify the token itself.

export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(req.headers.get('Authorization') ?? '')?.[1]?.trim() || undefined;
}

export function unverifiedClaims(token: string): { role?: unknown; aal?: unknown } {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as {
      role?: unknown;
      aal?: unknown;
    };
  } catch {
    return {};
  }
}
