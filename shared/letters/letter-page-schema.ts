/**
 * A worded letter page as it crosses the bridge to core (the app's "Save as PDF"): the shell
 * words the letters (letter-page.ts), core lays them out. Bounded like every contract input.
 */
import { z } from 'zod';
import type { LetterPage } from './letter-page';

/** A school's worth of letters and more (a whole district's pupils), each a page. */
export const LETTER_PAGES_MAX = 100_000;

const text = z.string().max(2000);

export const letterPageSchema = z.object({
  schoolName: text,
  title: text,
  group: text,
  greeting: text,
  intro: text,
  fields: z.array(z.object({ label: text, value: text, secret: z.boolean() })).max(10),
  passwordHint: text,
  steps: z.array(text).max(10),
}) satisfies z.ZodType<LetterPage>;

export const lettersPdfInputSchema = z.object({
  /** The name the download is offered under (ends in .pdf). */
  fileName: z
    .string()
    .min(5)
    .max(255)
    .regex(/\.pdf$/i),
  /** The PDF's title (its metadata). */
  title: text,
  pages: z.array(letterPageSchema).min(1).max(LETTER_PAGES_MAX),
});
export type LettersPdfInput = z.infer<typeof lettersPdfInputSchema>;
