/**
 * The credential letters as one PDF: created before anything is uploaded, readable by the
 * user alone (0600), never over an existing file, written page by page (the file stream's
 * back-pressure is awaited, so thousands of letters stay small in memory and the event loop
 * free), and removed when no import came of it. Core lays the pages out; the shell words them.
 */
import { once } from 'node:events';
import { open, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { LetterPage } from '../../../shared/letters/letter-page';
import { letterFonts } from './letter-fonts';
import { layOutLetter } from './letter-layout';
import { AppError } from '../errors';

export type LettersPdfFailure = 'exists' | 'cannot-create';

/** The file could not be created; `code` says why, `detail` is the system's own words. */
export class LettersPdfError extends Error {
  constructor(
    readonly code: LettersPdfFailure,
    readonly path: string,
    readonly detail: string,
  ) {
    // A code and its facts; the CLI words them (letters-file.ts).
    super(code);
  }
}

export interface LettersPdfInfo {
  /** The PDF's title (its metadata), e.g. the school's name and "credential letters". */
  title: string;
}

export interface LettersPdf {
  readonly path: string;
  /** Lays out one page per letter and closes the file; once only. */
  write(pages: Iterable<LetterPage>, info: LettersPdfInfo): Promise<void>;
  /** Closes (if open) and deletes the file: the letters would name users that do not exist. */
  remove(): Promise<void>;
}

/**
 * A stream onto the open file that leaves the handle to us (FileHandle.createWriteStream
 * either closes it or keeps a reference that makes close() wait), so it can be synced first.
 */
function fileSink(handle: FileHandle): Writable {
  // pdfkit pushes every PDF object as a chunk of its own: writev joins what waits into one write.
  return new Writable({
    highWaterMark: 256 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      handle.write(chunk).then(() => callback(), callback);
    },
    writev(chunks, callback) {
      handle.write(Buffer.concat(chunks.map(({ chunk }) => chunk as Buffer))).then(() => callback(), callback);
    },
  });
}

/** Pages laid out between two yields to the event loop. */
const PAGES_PER_TURN = 5;

/** Creates `path` exclusively with mode 0600; throws LettersPdfError when it exists or cannot be made. */
export async function createLettersPdf(path: string): Promise<LettersPdf> {
  let handle: FileHandle;
  try {
    // 'wx': fails when the file exists; the mode applies to the new file.
    handle = await open(path, 'wx', 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code === 'EEXIST' ? 'exists' : 'cannot-create';
    throw new LettersPdfError(code, path, (error as Error).message);
  }
  let used = false;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close().catch(() => undefined);
  };
  return {
    path,
    async write(pages, info) {
      if (used) throw new AppError('internal', { invariant: 'letters-written-twice' });
      used = true;
      const out = fileSink(handle);
      // pdfkit (with fontkit and its tables) loads when letters are written, not with core.
      const { default: PDFDocument } = await import('pdfkit');
      const fonts = letterFonts();
      const doc = new PDFDocument({
        autoFirstPage: false,
        font: fonts.regular,
        info: { Title: info.title, Creator: 'MDM Admin' },
      });
      doc.pipe(out);
      let count = 0;
      for (const page of pages) {
        layOutLetter(doc, page, fonts);
        if (out.writableNeedDrain) await once(out, 'drain');
        if (++count % PAGES_PER_TURN === 0) await yieldToLoop();
      }
      const finished = once(out, 'finish');
      doc.end();
      await finished;
      await handle.sync();
      await close();
    },
    async remove() {
      await close();
      await rm(path, { force: true });
    },
  };
}
