#!/usr/bin/env node
// Built by `npm install` (the prepare script) into dist/cli.
import('../dist/cli/main.js').catch((error) => {
  if (error && error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/cli')) {
    console.error('mdm-admin is not built yet: run "npm run build:node" in the project folder.');
    process.exit(2);
  }
  throw error;
});
