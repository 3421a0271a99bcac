import { describe, expect, it } from 'vitest';
import { createTransport } from '../../src/api/transport.ts';

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
