'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as undici's own index.js. */
// The CLI's HTTP stack: what core uses of undici (Agent, ProxyAgent, request; see
// electron/core/network/dispatcher.ts and api/transport.ts), made as undici's own index.js
// makes it, from the same files, without the rest index.js loads (fetch, WebSocket, the
// caches, the mocks, the cookie helpers). scripts/cli-build.mjs bundles it into one file
// beside the CLI's chunks (dist/cli/undici.cjs): loaded in about 22 ms where
// `import('undici')` from node_modules takes 75-85 ms (111 files, and the ESM loader's scan
// of each CommonJS file). The app and the web shell load the whole package as before.
const Dispatcher = require('undici/lib/dispatcher/dispatcher');
const Agent = require('undici/lib/dispatcher/agent');
const ProxyAgent = require('undici/lib/dispatcher/proxy-agent');
const api = require('undici/lib/api');
const util = require('undici/lib/core/util');
const { InvalidArgumentError } = require('undici/lib/core/errors');
const { getGlobalDispatcher } = require('undici/lib/global');

// As index.js: a dispatcher's request(), connect() (a ProxyAgent's tunnel) and the rest.
Object.assign(Dispatcher.prototype, api);

// index.js's makeDispatcher(api.request), the same code (undici 7, MIT).
function request(url, opts, handler) {
  if (typeof opts === 'function') {
    handler = opts;
    opts = null;
  }

  if (!url || (typeof url !== 'string' && typeof url !== 'object' && !(url instanceof URL))) {
    throw new InvalidArgumentError('invalid url');
  }

  if (opts != null && typeof opts !== 'object') {
    throw new InvalidArgumentError('invalid opts');
  }

  if (opts && opts.path != null) {
    if (typeof opts.path !== 'string') {
      throw new InvalidArgumentError('invalid opts.path');
    }

    let path = opts.path;
    if (!opts.path.startsWith('/')) {
      path = `/${path}`;
    }

    url = new URL(util.parseOrigin(url).origin + path);
  } else {
    if (!opts) {
      opts = typeof url === 'object' ? url : {};
    }

    url = util.parseURL(url);
  }

  const { agent, dispatcher = getGlobalDispatcher() } = opts;

  if (agent) {
    throw new InvalidArgumentError('unsupported opts.agent. Did you mean opts.client?');
  }

  return api.request.call(
    dispatcher,
    {
      ...opts,
      origin: url.origin,
      path: url.search ? `${url.pathname}${url.search}` : url.pathname,
      method: opts.method || (opts.body ? 'PUT' : 'GET'),
    },
    handler,
  );
}

module.exports = { Agent, ProxyAgent, request };
