// The rules for typed addresses and names, shared with the mail sender (supabase/functions/_shared/typed-text.ts).
export { mailName, nameHasLink, plainEmail } from '../../supabase/functions/_shared/typed-text';
