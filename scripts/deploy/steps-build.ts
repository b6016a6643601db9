// The production build for the static host (docs/deploy.md, "The static site"): `dist/`.
import { mask } from './mask.ts';
import { DeployError, type DeployConfig, type Step } from './types.ts';

// A new project has no legal facts yet: the owner types them on this build's /admin/settings (checkout stays
// closed in SQL until the Ready to sell checklist is complete), then `npm run deploy -- --redo build` or the
// build hook carries them to the pre-rendered pages (scripts/vite/legal-facts.ts).
export const buildEnv = (config: DeployConfig): Record<string, string> => ({
  APP_ENV: 'production',
  LEGAL_FACTS_INCOMPLETE: 'allow',
  VITE_SUPABASE_URL: config.apiUrl,
  VITE_SUPABASE_PUBLISHABLE_KEY: config.publishableKey,
  VITE_SITE_URL: config.siteUrl,
});

export const buildStep: Step = {
  name: 'build',
  isDone: async () => false,
  plan: (config) => {
    const env = buildEnv(config);
    return [
      `APP_ENV=production LEGAL_FACTS_INCOMPLETE=allow VITE_SUPABASE_URL=${env.VITE_SUPABASE_URL} VITE_SUPABASE_PUBLISHABLE_KEY=${mask(config.publishableKey)} VITE_SITE_URL=${env.VITE_SITE_URL} npm run build`,
    ];
  },
  run: async ({ config, exec }) => {
    const result = await exec(['npm', 'run', 'build'], { env: buildEnv(config) });
    if (result.code !== 0) throw new DeployError('The production build failed (see above).');
  },
};
