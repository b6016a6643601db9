// Runs the steps in order, each once: a step the state file records (or whose isDone() finds the project
// already so) is skipped, a failure stops the run with what to do, and the next run starts again at that step.
// `--dry-run` prints every step's plan and touches nothing (not even the reads of isDone()).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeployError, type DeployContext, type Step } from './types.ts';

export interface StateStore {
  done(): string[];
  record(step: string): void;
}

/** The steps done for one project, in a JSON file (supabase/.temp/, git-ignored as the CLI's link is). */
export function fileState(file: string, projectRef: string): StateStore {
  const read = (): string[] => {
    if (!existsSync(file)) return [];
    const state = JSON.parse(readFileSync(file, 'utf8')) as { projectRef?: string; done?: string[] };
    return state.projectRef === projectRef ? (state.done ?? []) : [];
  };
  return {
    done: read,
    record: (step) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(
        file,
        `${JSON.stringify({ projectRef, done: [...new Set([...read(), step])] }, null, 2)}\n`,
      );
    },
  };
}

export interface RunOptions {
  dryRun?: boolean;
  /** Steps to run again even if done (after changing what they depend on). */
  redo?: string[];
}

/** True when every step is done. */
export async function runSteps(
  steps: Step[],
  context: DeployContext,
  state: StateStore,
  options: RunOptions = {},
): Promise<boolean> {
  const { config, log } = context;
  const redo = new Set(options.redo ?? []);
  for (const step of steps) {
    if (step.applies && !step.applies(config)) {
      log(`- ${step.name}: not needed here`);
      continue;
    }
    const recorded = state.done().includes(step.name) && !redo.has(step.name);
    if (options.dryRun) {
      log(`${recorded ? '✓' : '•'} ${step.name}${recorded ? ' (done, will be skipped)' : ''}`);
      for (const line of step.plan(config)) log(`    ${line}`);
      continue;
    }
    if (recorded) {
      log(`✓ ${step.name} (done before)`);
      continue;
    }
    try {
      if (!redo.has(step.name) && (await step.isDone(context))) {
        log(`✓ ${step.name} (already so)`);
      } else {
        log(`→ ${step.name}`);
        await step.run(context);
        log(`✓ ${step.name}`);
      }
      state.record(step.name);
    } catch (error) {
      log(`✗ ${step.name}: ${error instanceof DeployError ? error.message : String(error)}`);
      log('Fix it and run `npm run deploy` again: the steps done are kept, it starts again at this one.');
      return false;
    }
  }
  return true;
}
