import { defineMessages } from '../define';

export const devicesMessages = defineMessages({});
