import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF, as a reader (PDF.js) extracts it. */
export async function pdfPageTexts(file: string): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(file)));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}
