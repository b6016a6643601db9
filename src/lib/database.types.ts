// The generated database types (`npm run db:types`) live beside the Edge Functions, which are deployed alone
// and may import nothing from src; the app reads them from here.
export * from '../../supabase/functions/_shared/database.types';
