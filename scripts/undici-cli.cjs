'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as undici's own index.js. */
// The CLI's HTTP stack: what core uses of undici (Agent, ProxyAgent and their request(); see
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

// As index.js: a dispatcher's request() (what core calls), connect() (a ProxyAgent's tunnel) and the rest.
Object.assign(Dispatcher.prototype, api);

module.exports = { Agent, ProxyAgent };
