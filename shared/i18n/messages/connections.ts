import { defineMessages } from '../define';

export const connectionsMessages = defineMessages({});
