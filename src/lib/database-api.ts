// The Database of every typed client (generated types, SQL function arguments nullable), kept beside the Edge
// Functions, which are deployed alone and may import nothing from src; the app reads it from here.
export type * from '../../supabase/functions/_shared/database-api';
