create extension "unaccent" schema "extensions";

comment on extension "unaccent" is 'text search dictionary that removes accents';
