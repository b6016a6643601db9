// The deploy, in order: each step may rely on those before it (config-push before auth-urls, which it would
// undo; functions before the webhook that calls one; the owner once Auth and the roles exist).
import { buildStep } from './steps-build.ts';
import { cronStep, firstOwnerStep, siteUrlStep, vaultStep } from './steps-sql.ts';
import { stripeWebhookStep } from './steps-stripe.ts';
import {
  authUrlsStep,
  configPushStep,
  dbPushStep,
  functionsDeployStep,
  linkStep,
  secretsStep,
} from './steps-supabase.ts';
import type { Step } from './types.ts';

export const STEPS: Step[] = [
  linkStep,
  dbPushStep,
  configPushStep,
  authUrlsStep,
  secretsStep,
  functionsDeployStep,
  siteUrlStep,
  vaultStep,
  cronStep,
  stripeWebhookStep,
  firstOwnerStep,
  buildStep,
];
