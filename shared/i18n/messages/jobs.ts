import { defineMessages } from '../define';

export const jobsMessages = defineMessages({});
