import { defineMessages } from '../define';

export const organizationsMessages = defineMessages({});
