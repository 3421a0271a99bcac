import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTransport } from '../../src/http/transport.ts';

const NODE = '24.21.0';

describe('createTransport: the proxy it is told of', () => {
  it.each([
    ['no proxy', 'https:', {}],
    ['an http:// proxy', 'https:', { HTTPS_PROXY: 'http://proxy.internal:3128' }],
    ['an https:// proxy with a password', 'https:', { HTTPS_PROXY: 'https://u:p@proxy.internal' }],
    [
      'the lower-case name first, as Node reads it',
      'https:',
      { https_proxy: 'http://proxy.internal:3128', HTTPS_PROXY: 'not one' },
    ],
    ['only the variable of its own protocol', 'https:', { HTTP_PROXY: 'socks5://proxy:1080' }],
    ['HTTP_PROXY for http://', 'http:', { HTTP_PROXY: 'http://proxy.internal:3128' }],
  ])('takes %s', (_case, protocol, env) => {
    expect(() => createTransport(protocol, env, NODE).destroy()).not.toThrow();
  });

  it.each([
    [
      'a SOCKS proxy',
      { HTTPS_PROXY: 'socks5://builder:hunter2@proxy:1080' },
      'HTTPS_PROXY names a socks5 proxy: requests go through an http:// or https:// proxy only. Set it to one, or unset it.',
    ],
    [
      'an address without its scheme',
      { https_proxy: 'builder:hunter2@proxy.internal:3128' },
      'https_proxy is not a proxy URL: it must start with http:// or https:// in lower case, e.g. http://proxy.internal:3128. Set it so, or unset it.',
    ],
    [
      'a scheme in capitals, which Node would pass over',
      { HTTPS_PROXY: 'HTTP://builder:hunter2@proxy:3128' },
      'HTTPS_PROXY is not a proxy URL: it must start with http:// or https:// in lower case, e.g. http://proxy.internal:3128. Set it so, or unset it.',
    ],
    [
      'a line break',
      { HTTPS_PROXY: 'http://builder:hunter2@proxy:3128\r\nX-Injected: 1' },
      'HTTPS_PROXY is not a proxy URL: it must start with http:// or https:// in lower case, e.g. http://proxy.internal:3128. Set it so, or unset it.',
    ],
    [
      'a URL that does not parse',
      { HTTPS_PROXY: 'http://builder:hunter2@[proxy' },
      'HTTPS_PROXY is not a proxy URL: it must start with http:// or https:// in lower case, e.g. http://proxy.internal:3128. Set it so, or unset it.',
    ],
    [
      'a % in the password that begins no escape',
      { HTTPS_PROXY: 'http://builder:hunter2%ZZ@proxy:3128' },
      'HTTPS_PROXY is not a proxy URL: a % in its user or password must begin an escape of two hex digits, e.g. %40 for @. Set it so, or unset it.',
    ],
  ])('refuses %s, naming the variable and not its value', (_case, env, message) => {
    const error = (() => {
      try {
        createTransport('https:', env, NODE).destroy();
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error?.message).toBe(message);
    expect(error?.message).not.toContain('hunter2');
  });

  it('refuses a proxy on a Node without proxy support, and takes none there', () => {
    expect(() => createTransport('https:', { HTTPS_PROXY: 'http://proxy:3128' }, '24.4.1')).toThrow(
      "HTTPS_PROXY is set, but this runner's Node 24.4.1 cannot send requests through a proxy (Node 24.5 can): update the runner, or unset HTTPS_PROXY.",
    );
    expect(() => createTransport('https:', {}, '24.4.1').destroy()).not.toThrow();
    expect(() =>
      createTransport('https:', { HTTPS_PROXY: 'http://proxy:3128' }, '25.0.0').destroy(),
    ).not.toThrow();
  });
});

describe('createTransport: NO_PROXY', () => {
  /** Listens on 127.0.0.1, counting what it is asked. */
  async function counting(): Promise<{ server: Server; url: string; asked: () => number }> {
    let asked = 0;
    const server = createServer((_request, response) => {
      asked++;
      response.end('ok');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { server, url, asked: () => asked };
  }

  it.each([
    ['commas', 'example.com,127.0.0.1'],
    ['spaces, as curl takes them', 'example.com 127.0.0.1'],
    ['commas and spaces', ' example.com ,  127.0.0.1 '],
    ['a range with spaces around its dash', 'example.com 127.0.0.0 - 127.0.0.9'],
  ])('goes around the proxy for a host listed with %s', async (_case, noProxy) => {
    const api = await counting();
    const proxy = await counting();
    const transport = createTransport('http:', { HTTP_PROXY: proxy.url, NO_PROXY: noProxy }, NODE);
    try {
      const answer = await new Promise<string>((done, fail) => {
        const request = transport.request(new URL(`${api.url}/v1/me`), {});
        request.on('response', (response) => {
          response.setEncoding('utf8');
          let text = '';
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(text));
        });
        request.on('error', fail);
        request.end();
      });
      expect(answer).toBe('ok');
      expect([api.asked(), proxy.asked()]).toEqual([1, 0]);
    } finally {
      transport.destroy();
      api.server.close();
      proxy.server.close();
    }
  });

  it('goes through the proxy for a host not listed', async () => {
    const proxy = await counting();
    const transport = createTransport(
      'http:',
      { HTTP_PROXY: proxy.url, NO_PROXY: 'example.com' },
      NODE,
    );
    try {
      await new Promise<void>((done, fail) => {
        const request = transport.request(new URL('http://127.0.0.1:9/v1/me'), {});
        request.on('response', (response) => response.resume().on('end', done));
        request.on('error', fail);
        request.end();
      });
      expect(proxy.asked()).toBe(1);
    } finally {
      transport.destroy();
      proxy.server.close();
    }
  });
});
