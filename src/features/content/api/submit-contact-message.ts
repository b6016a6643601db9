// The contact form: a message stored in contact_messages and linked to its CRM contact (honeypot and limits
// are the SQL function's).
import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@/lib/get-supabase';
import type { ContactValues } from '@/features/content/content-model';

export async function submitContactMessage(values: ContactValues, locale: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('submit_contact_message', {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    locale,
    website: values.website,
  });
  if (error) throw error;
}

export function useSubmitContactMessage() {
  return useMutation({
    mutationFn: ({ values, locale }: { values: ContactValues; locale: string }) =>
      submitContactMessage(values, locale),
  });
}
