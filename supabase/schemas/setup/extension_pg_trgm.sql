create extension "pg_trgm" schema "extensions";

comment on extension "pg_trgm" is 'text similarity measurement and index searching based on trigrams';
