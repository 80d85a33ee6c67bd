import { defineMessages } from '../define';

export const apiReferenceMessages = defineMessages({});
