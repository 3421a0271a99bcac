import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from './harness.ts';

describe('node dist/index.js', () => {
  it('does nothing outside GitHub Actions', async () => {
    const result = await runAction({ env: { GITHUB_ACTIONS: undefined } });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('');
  });

  it('exits 1 with one error line naming the missing input', async () => {
    const result = await runAction({ inputs: { instance: '1', environment: 'production' } });
    expect(result.exitCode).toBe(1);
    expect(result.errors).toEqual([
      "Input 'api-key' is required: pass your Amezmo API key from a secret, e.g. api-key: ${{ secrets.AMEZMO_API_KEY }}.",
    ]);
    expect(result.stdout + result.stderr).not.toMatch(/\n\s+at /);
  });

  describe('with a plain http base URL to another host', () => {
    let proxy: Server;
    let connections = 0;
    beforeAll(async () => {
      // Every request the action made would go through this proxy; it must see none.
      proxy = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    });
    afterAll(() => new Promise<void>((done) => proxy.close(() => done())));

    it('refuses before any connection', async () => {
      const address = proxy.address() as AddressInfo;
      const proxyUrl = `http://127.0.0.1:${address.port}`;
      const result = await runAction({
        inputs: {
          'api-key': 'key_secret_1',
          instance: '1',
          environment: 'production',
          'base-url': 'http://api.amezmo.com/v1',
        },
        env: { HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl, http_proxy: proxyUrl },
      });
      expect(result.exitCode).toBe(1);
      expect(result.errors).toHaveLength(1);
      expect(result.errors[0]).toContain(
        "Input 'base-url' has 'http://api.amezmo.com/v1': it must use https://",
      );
      expect(connections).toBe(0);
      expect(result.stdout.replace('::add-mask::key_secret_1', '')).not.toContain('key_secret_1');
    });
  });
});
