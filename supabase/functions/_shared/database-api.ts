// The generated Database (npm run db:types) as PostgREST serves it: an argument of a SQL function may be JSON
// null, which the function receives as SQL null. `supabase gen types` types each argument as its column type, never
// null, though the functions called with null check for it themselves (a guest's user id, an optional promotion
// code, a missing client address). The one Database of the app's, the Edge Functions' and the tests' clients.
import type { Database as Generated } from './database.types.ts';

type Schema = Generated['public'];
type Functions = Schema['Functions'];
type NullableArgs<Args> = { [Name in keyof Args]: Args[Name] | null };

export type Database = Omit<Generated, 'public'> & {
  public: Omit<Schema, 'Functions'> & {
    Functions: {
      [Name in keyof Functions]: Omit<Functions[Name], 'Args'> & {
        Args: NullableArgs<Functions[Name]['Args']>;
      };
    };
  };
};
