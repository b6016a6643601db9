import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1: `preferred` when it is free, else any the system gives. */
export function findFreePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (preferred !== 0 && error.code === 'EADDRINUSE') resolve(findFreePort(0));
      else reject(error);
    });
    probe.listen(preferred, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
