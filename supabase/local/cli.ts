// `tsx supabase/local/cli.ts`: runs the local backend on 127.0.0.1:54321 until Ctrl-C and prints what the
// app and a developer need (API URL, publishable key, mailbox, demo accounts).
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { startLocalBackend } from './server.ts';

const port = Number(process.env.SUPABASE_LOCAL_PORT ?? process.env.PORT ?? 54321);
const dbPort = Number(process.env.SUPABASE_LOCAL_DB_PORT ?? 54322);

// SUPABASE_LOCAL_ACCEPT_LEGACY_JWT=false: as a project that revoked its legacy JWT secret.
const acceptLegacyJwt = process.env.SUPABASE_LOCAL_ACCEPT_LEGACY_JWT !== 'false';

const backend = await startLocalBackend({
  port,
  dbPort,
  dataDir: process.env.SUPABASE_LOCAL_DATA_DIR,
  smtpPort: Number(process.env.SUPABASE_LOCAL_SMTP_PORT ?? 0),
  acceptLegacyJwt,
});

console.log(`
Local Supabase is running.
  API URL:          ${backend.url}
  Publishable key:  ${backend.publishableKey}
  Secret key:       ${backend.secretKey}   (servers only: refused from a browser)
  Legacy keys${acceptLegacyJwt ? '' : ' (refused: SUPABASE_LOCAL_ACCEPT_LEGACY_JWT=false)'}:
    anon:           ${backend.legacyAnonKey}
    service_role:   ${backend.legacyServiceRoleKey}
  Mailbox:          ${backend.mailboxUrl}
  Mailbox SMTP:     127.0.0.1:${backend.smtpPort}
  Database URL:     ${backend.dbUrl}
  Demo accounts:
${DEMO_ACCOUNTS.map((account) => `    ${account.admin ? 'admin ' : 'member'}  ${account.email}  /  ${account.password}${account.totpSecret ? `  (TOTP secret ${account.totpSecret})` : ''}`).join('\n')}
`);
// A machine-readable line for scripts/dev.mjs.
console.log(
  `SUPABASE_LOCAL_READY ${JSON.stringify({ url: backend.url, publishableKey: backend.publishableKey, secretKey: backend.secretKey })}`,
);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
