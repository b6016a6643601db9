// A SQL function's jsonb answer checked at run time (jsonObject, jsonRows): one module shared with the Edge
// Functions, which keep it beside them so that their bundles need nothing from src at run time.
export * from '../../supabase/functions/_shared/json-answer';
