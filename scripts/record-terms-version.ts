// `npm run terms:record`: records the bundled terms of sale (and model withdrawal form) as a new version when
// their text changed. For each facts set a build can carry (demo; with APP_ENV=production, production too, with
// the facts the production build reads from its project's database, once the owner has filled every one in
// the admin's Settings) whose version no migration records yet, it writes one migration inserting the version into
// public.terms_versions, and rewrites src/content/terms-version.ts, the ids checkout sends. The unit test
// src/content/terms-version.test.ts fails until this has run after a change of the texts.
// `--timestamp 20261201000000` names the migration; by default it follows the latest one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, runnerImport } from 'vite';
import type * as TermsRecord from '../src/content/terms-record';
import { TERMS_VERSIONS } from '../src/content/terms-version';
import { factsSetFor, fetchLegalFacts } from './vite/legal-facts';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'supabase/migrations');

// The texts import the app's modules through `@/`: Vite's module runner resolves them as the app's build does.
const { module: terms } = await runnerImport<typeof TermsRecord>(
  path.join(root, 'src/content/terms-record.ts'),
  {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: {
      alias: {
        '@': path.join(root, 'src'),
        // The texts take their facts as an argument; the build's facts module (a Vite plugin's) is not needed.
        'virtual:legal-facts': path.join(root, 'src/test/legal-facts.ts'),
      },
    },
  },
);

const files = readdirSync(migrations)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const recorded = (id: string) =>
  files.some((file) => readFileSync(path.join(migrations, file), 'utf8').includes(`'${id}'`));

// The production facts are the production project's (VITE_SUPABASE_URL of .env.production or the environment).
const production =
  factsSetFor(process.env.APP_ENV) === 'production'
    ? await fetchLegalFacts(loadEnv('production', root, 'VITE_'))
    : undefined;
if (production?.missing.length) {
  console.log(
    `The production facts miss ${production.missing.join(', ')}: only the demo version is recorded.`,
  );
}

const versions = terms.buildableFactsSets(production).map((set) => {
  const texts = terms.termsTexts(set, set === 'production' ? production?.facts : undefined);
  return { set, texts, id: terms.termsVersionId(texts) };
});
const fresh = versions.filter((version) => !recorded(version.id));

function nextTimestamp(): string {
  const asked = process.argv.indexOf('--timestamp');
  if (asked !== -1) {
    const value = process.argv[asked + 1] ?? '';
    if (!/^\d{14}$/.test(value)) throw new Error('--timestamp takes 14 digits, e.g. 20261201000000');
    return value;
  }
  const latest = BigInt(files.at(-1)?.slice(0, 14) ?? '0');
  return String(latest + 10n);
}

if (fresh.length > 0) {
  const stamp = nextTimestamp();
  const file = `${stamp}_terms_version_${fresh.map((version) => version.id.slice(0, 8)).join('_')}.sql`;
  const inserts = fresh.map(({ set, texts, id }) => {
    const json = JSON.stringify(texts, null, 2);
    let tag = 'terms';
    while (json.includes(`$${tag}$`)) tag += '_';
    return `insert into public.terms_versions (id, facts_set, texts) values (\n  '${id}',\n  '${set}',\n  $${tag}$${json}$${tag}$::jsonb\n);`;
  });
  const sql = [
    `-- A version of the terms of sale and the model withdrawal form, recorded by \`npm run terms:record\`: the texts`,
    `-- of src/content/legal/{en,fr}.ts and src/locales/*/orders.json (modelForm) with the owner's facts, as the`,
    `-- ${fresh.map((version) => version.set).join(' and ')} build${fresh.length > 1 ? 's' : ''} offer${fresh.length > 1 ? '' : 's'} them. The id is the SHA-256 of the texts as canonical JSON`,
    `-- (20261129000000_terms_versions.sql); from now on checkout accepts this version and no earlier one.`,
    '',
    ...inserts,
    '',
  ].join('\n');
  writeFileSync(path.join(migrations, file), sql);
  console.log(`Wrote supabase/migrations/${file}: run npm run migrations:lock and commit both.`);
} else {
  console.log('The bundled terms are recorded already.');
}

// A run without the production facts keeps the production version recorded before.
const idOf = (set: TermsRecord.FactsSet) =>
  versions.find((version) => version.set === set)?.id ?? TERMS_VERSIONS[set];
const constant = (set: TermsRecord.FactsSet) => {
  const id = idOf(set);
  return id ? `'${id}'` : 'null';
};
writeFileSync(
  path.join(root, 'src/content/terms-version.ts'),
  `// Written by \`npm run terms:record\` (scripts/record-terms-version.ts); do not edit. The version of the terms of
// sale each facts set's build offers: checkout sends it, SQL refuses any other (public.terms_versions). null:
// the owner's facts are not all filled in yet, and a production build refuses to run anyway.
export const TERMS_VERSIONS = {
  demo: ${constant('demo')},
  production: ${constant('production')},
} as const;
`,
);
