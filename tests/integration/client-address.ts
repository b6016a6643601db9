// Clients that reach the local backend from an address of their own. The backend takes the client's address
// from the socket (as Cloudflare does on hosted, into cf-connecting-ip), so a test that needs two "people"
// connects from two loopback addresses: every 127.x.y.z is this machine, and the server sees the one the
// socket was bound to. Headers (X-Forwarded-For, CF-Connecting-IP) sent by the caller change nothing.
import { createClient } from '@supabase/supabase-js';
import { fetchFrom } from '../support/fetch-from';
import { publishableKey, supabaseUrl, type Client } from './helpers';

export { fetchFrom, freshAddress } from '../support/fetch-from';

/** Node 20 has no WebSocket and these tests never use Realtime (as in helpers.ts). */
class NoRealtimeTransport {
  constructor() {
    throw new Error('Realtime is not part of the local backend');
  }
}

/** An anon supabase-js client (the app's key) whose requests come from `address`. */
export function anonFrom(address: string, headers: Record<string, string> = {}): Client {
  return createClient(supabaseUrl(), publishableKey(), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address), headers },
    realtime: { transport: NoRealtimeTransport as never },
  });
}
