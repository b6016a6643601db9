import { describe, expect, it } from 'vitest';

describe('main', () => {
  it('throws "Root element not found" when #root is missing', async () => {
    document.body.innerHTML = '';
    await expect(import('./main')).rejects.toThrow('Root element not found');
  });
});
