// The roles a request may run as, as PostgREST switches to them from `authenticator`: the JWT's role claim
// must name one of these (the gateway checks it, the request transaction refuses anything else).
export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export function isApiRole(value: unknown): value is ApiRole {
  return typeof value === 'string' && (API_ROLES as readonly string[]).includes(value);
}
