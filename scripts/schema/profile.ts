// What pg-delta manages of the shop's database: Supabase's profile (auth, storage and the other platform
// schemas are the platform's), plus the shop's own policies on storage.objects (product images, a platform
// table the shop writes policies on), minus what every new hosted project already has: the public schema
// itself with its grants, and the pre-installed pgcrypto and uuid-ossp (supabase/local/bootstrap/).
import { supabasePolicy, supabaseProfile, type IntegrationProfile, type Policy } from '@supabase/pg-delta';

const PLATFORM_EXTENSIONS = ['pgcrypto', 'uuid-ossp'];

const shopPolicy: Policy = {
  id: 'maison-shop',
  extends: [supabasePolicy],
  assumedSchemas: ['public'],
  filter: [
    { match: { all: [{ kind: 'policy' }, { schema: 'storage' }] }, action: 'include' },
    { match: { all: [{ kind: 'extension' }, { name: PLATFORM_EXTENSIONS }] }, action: 'exclude' },
    {
      match: {
        all: [{ kind: ['comment', 'acl'] }, { target: { kind: 'extension', name: PLATFORM_EXTENSIONS } }],
      },
      action: 'exclude',
    },
    { match: { all: [{ kind: 'schema' }, { name: 'public' }] }, action: 'exclude' },
    {
      match: { all: [{ kind: ['comment', 'acl'] }, { target: { kind: 'schema', name: 'public' } }] },
      action: 'exclude',
    },
  ],
};

export const shopProfile: IntegrationProfile = { ...supabaseProfile, id: 'maison-shop', policy: shopPolicy };
