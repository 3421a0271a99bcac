// Two of undici's own modules, loaded on their own rather than through its index, which loads
// all of undici (fetch, WebSocket, caches, mocks, two WebAssembly parsers) on every start. Their
// types are the index's; undici is pinned to one version in package.json.
declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';
  function request(
    this: Dispatcher,
    options: Dispatcher.RequestOptions,
  ): Promise<Dispatcher.ResponseData>;
  export = request;
}

declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  import { EnvHttpProxyAgent } from 'undici';
  export = EnvHttpProxyAgent;
}
