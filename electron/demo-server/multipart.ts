/**
 * A streaming multipart/form-data parser (RFC 7578), push-based: bytes go in as they arrive,
 * events come out, and no part is ever held whole, so an upload of any size can stream to
 * disk. It knows what this API's clients send (parts with Content-Disposition and an
 * optional Content-Type) and names what it cannot read. Written here rather than taken from
 * a package because the demo server ships inside the app and needs nothing more.
 */

export interface PartHeaders {
  /** The form field's name (Content-Disposition `name`). */
  name: string;
  /** Content-Disposition `filename`, when the part is a file. */
  filename?: string;
  contentType?: string;
}

export type MultipartEvent =
  { type: 'part'; headers: PartHeaders } | { type: 'data'; bytes: Uint8Array } | { type: 'part-end' } | { type: 'end' };

/** The boundary of a multipart Content-Type, or undefined when there is none. */
export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

export class MultipartError extends Error {}

/** Most bytes a part's header block may take. */
const MAX_HEADER_BYTES = 16 * 1024;

function parseHeaders(block: string): PartHeaders {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') {
      for (const m of value.matchAll(/;\s*([\w*]+)=(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
        const param = m[1]!.toLowerCase();
        const v = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]!.trim();
        if (param === 'name') name = v;
        else if (param === 'filename') filename = v;
      }
    } else if (key === 'content-type') contentType = value;
  }
  if (name === undefined) throw new MultipartError('A part of the multipart body has no Content-Disposition name');
  return { name, ...(filename !== undefined ? { filename } : {}), ...(contentType ? { contentType } : {}) };
}

export class MultipartParser {
  private readonly delimiter: Buffer;
  private state: 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done' = 'preamble';
  private buffer: Buffer = Buffer.alloc(0);

  constructor(boundary: string) {
    // The first boundary may open the body without the CRLF every later one has.
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
    this.buffer = Buffer.from('\r\n', 'latin1');
  }

  get finished(): boolean {
    return this.state === 'done';
  }

  /** Feeds the next bytes; returns what they completed. */
  push(chunk: Uint8Array): MultipartEvent[] {
    if (this.state === 'done') return [];
    this.buffer = this.buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.buffer, chunk]);
    const events: MultipartEvent[] = [];
    for (;;) {
      if (this.state === 'preamble') {
        const at = this.buffer.indexOf(this.delimiter);
        if (at === -1) {
          this.keepTail(this.delimiter.length - 1);
          return events;
        }
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.state = 'after-boundary';
      } else if (this.state === 'after-boundary') {
        if (this.buffer.length < 2) return events;
        const two = this.buffer.toString('latin1', 0, 2);
        if (two === '--') {
          this.state = 'done';
          this.buffer = Buffer.alloc(0);
          events.push({ type: 'end' });
          return events;
        }
        // Transport padding (spaces, tabs) may precede the CRLF.
        const eol = this.buffer.indexOf('\r\n');
        if (eol === -1) {
          if (this.buffer.length > 256) throw new MultipartError('Malformed multipart boundary line');
          return events;
        }
        if (this.buffer.toString('latin1', 0, eol).trim() !== '')
          throw new MultipartError('Malformed multipart boundary line');
        this.buffer = this.buffer.subarray(eol + 2);
        this.state = 'headers';
      } else if (this.state === 'headers') {
        const end = this.buffer.indexOf('\r\n\r\n');
        if (end === -1) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw new MultipartError('A multipart part header is too long');
          return events;
        }
        events.push({ type: 'part', headers: parseHeaders(this.buffer.toString('utf8', 0, end)) });
        this.buffer = this.buffer.subarray(end + 4);
        this.state = 'body';
      } else if (this.state === 'body') {
        const at = this.buffer.indexOf(this.delimiter);
        if (at === -1) {
          // Everything but a tail that could be the start of the delimiter is the part's data.
          const keep = Math.min(this.buffer.length, this.delimiter.length - 1);
          const data = this.buffer.subarray(0, this.buffer.length - keep);
          if (data.length > 0) events.push({ type: 'data', bytes: data });
          this.buffer = Buffer.from(this.buffer.subarray(this.buffer.length - keep));
          return events;
        }
        if (at > 0) events.push({ type: 'data', bytes: this.buffer.subarray(0, at) });
        events.push({ type: 'part-end' });
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.state = 'after-boundary';
      } else {
        return events;
      }
    }
  }

  /** The body has ended: throws unless the closing boundary was seen. */
  end(): void {
    if (this.state !== 'done') throw new MultipartError('The multipart body ended before its closing boundary');
  }

  private keepTail(n: number): void {
    if (this.buffer.length > n) this.buffer = Buffer.from(this.buffer.subarray(this.buffer.length - n));
  }
}
