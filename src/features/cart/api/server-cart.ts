// The member's server cart, through the app's lazily loaded client (see cart-api.ts).
import { getSupabase } from '@/lib/get-supabase';
import { createCartApi } from './cart-api';

export const serverCartApi = createCartApi(getSupabase);
