// `node --import` this file to record what the process loads (record-resolves.mjs).
import { register } from 'node:module';

register('./record-resolves.mjs', import.meta.url);
