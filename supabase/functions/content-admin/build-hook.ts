// The static host's build hook, called when what visitors see has changed so the pre-rendered pages and the
// sitemap are rebuilt from the database. Netlify and Cloudflare Pages build hooks are plain POSTs with an empty
// body that answer at once (the build runs after); a host that hangs must not hold the admin's save, hence the
// short timeout. The outcome is what the admin screen shows: the HTTP status, or why there was none.
import { allowedSource } from '../_shared/image-source.ts';

const TIMEOUT_MS = 5_000;

/** '200'... the host's status; 'timeout', 'unreachable', or 'refused' (a private host in production). */
export type BuildHookStatus = string;

export async function callBuildHook(
  url: string,
  production: boolean,
  timeoutMs = TIMEOUT_MS,
): Promise<BuildHookStatus> {
  // In production only public hosts: the URL is typed by an admin, the function must not reach the platform's
  // own network with it.
  if (!allowedSource(url, production)) return 'refused';
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return String(response.status);
  } catch (error) {
    // By name: the DOMException may come from another realm than this module's global (a test's DOM).
    return (error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : 'unreachable';
  }
}
