import { defineMessages } from '../define';

export const importMessages = defineMessages({});
