import { defineMessages } from '../define';

export const dataTableMessages = defineMessages({});
