create extension "citext" schema "extensions";

comment on extension "citext" is 'data type for case-insensitive character strings';
