// The build hook call: an empty POST, the host's status as it answered (no redirect followed), and a reason when
// there is no status (a host that hangs, a host that is not there, a private host in production).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callBuildHook } from './build-hook.ts';

let server: Server;
let base: string;
const received: { method?: string; body: string }[] = [];

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push({ method: request.method, body });
      if (request.url === '/hang') return; // never answers
      if (request.url === '/moved') response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else response.writeHead(request.url === '/ok' ? 200 : 404).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('callBuildHook', () => {
  it('POSTs an empty body and answers the host’s status, without following a redirect', async () => {
    expect(await callBuildHook(`${base}/ok`, false)).toBe('200');
    expect(received.at(-1)).toEqual({ method: 'POST', body: '' });
    expect(await callBuildHook(`${base}/gone`, false)).toBe('404');
    expect(await callBuildHook(`${base}/moved`, false)).toBe('302');
  });

  it('gives up on a host that does not answer in time, and says when there is no host', async () => {
    expect(await callBuildHook(`${base}/hang`, false, 300)).toBe('timeout');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await callBuildHook(`http://127.0.0.1:${port}/`, false)).toBe('unreachable');
  });

  it('in production never calls a private host', async () => {
    const before = received.length;
    expect(await callBuildHook(`${base}/ok`, true)).toBe('refused');
    expect(received.length).toBe(before);
  });
});
