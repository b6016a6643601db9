// Admin two-factor over supabase.auth.mfa: the session's assurance level and verified TOTP factor, the
// challenge (code -> aal2), and enrolment of a new authenticator (QR code, then a first code).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import { adminKeys } from './admin-keys';

export interface Assurance {
  currentLevel: string | null;
  /** The verified TOTP factor to challenge, or null when the admin must enrol one. */
  factorId: string | null;
}

export async function getAssurance(): Promise<Assurance> {
  const supabase = await getSupabase();
  const [level, factors] = await Promise.all([
    supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
    supabase.auth.mfa.listFactors(),
  ]);
  if (level.error) throw level.error;
  if (factors.error) throw factors.error;
  const verified = factors.data.totp.find((factor) => factor.status === 'verified');
  return { currentLevel: level.data.currentLevel, factorId: verified?.id ?? null };
}

/** Keyed by the session (user and token): a new session (after a challenge, a refresh) asks again. */
export function assuranceQueryOptions(sessionKey: string | null) {
  return queryOptions({
    queryKey: adminKeys.assurance(sessionKey),
    queryFn: getAssurance,
    enabled: sessionKey !== null,
    staleTime: Infinity,
  });
}

export function useAssurance(sessionKey: string | null) {
  return useQuery(assuranceQueryOptions(sessionKey));
}

export async function verifyCode(input: { factorId: string; code: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.mfa.challengeAndVerify(input);
  if (error) throw error;
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.assuranceAll() }),
  });
}

export interface Enrolment {
  factorId: string;
  uri: string;
  secret: string;
}

/** A new TOTP factor; unverified ones left by an abandoned enrolment are removed first. */
export async function enrolTotp(friendlyName: string): Promise<Enrolment> {
  const supabase = await getSupabase();
  const factors = await supabase.auth.mfa.listFactors();
  if (factors.error) throw factors.error;
  for (const factor of factors.data.all) {
    if (factor.factor_type === 'totp' && factor.status !== 'verified') {
      const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
      if (removed.error) throw removed.error;
    }
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { factorId: data.id, uri: data.totp.uri, secret: data.totp.secret };
}

export function useEnrolTotp() {
  return useMutation({ mutationFn: enrolTotp });
}
