// src/lib/database.types.ts must be what `npm run db:types` would write from the current migrations.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../scripts/db-types.mjs';
import { ownerDbUrl } from './helpers';

it('the committed database types match a fresh generation (run `npm run db:types` if not)', async () => {
  const fresh = await generateTypes(ownerDbUrl());
  expect(readFileSync(TYPES_FILE, 'utf8')).toBe(fresh);
});
