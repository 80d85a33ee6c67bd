import { defineMessages } from '../define';

export const appMessages = defineMessages({});
