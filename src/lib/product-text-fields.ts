// A product's text fields with a French twin (title and title_fr, ...), shared by the shop (the French text with
// the English fallback) and the admin form (the fields it shows, in this order, and their completeness).
export const TRANSLATED_FIELDS = [
  'title',
  'subtitle',
  'description',
  'exclusive_immortela_synergy',
  'other_key_ingredients',
  'aromatherapy',
  'special_benefits',
  'how_to_use',
  'cancellation_policy',
] as const;

export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];
