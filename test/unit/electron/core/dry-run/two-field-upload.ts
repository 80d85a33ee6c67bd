/**
 * Records of two fields (name, e-mail) as an upload holds them, one a line, and where each
 * field lies: [nameStart, nameEnd, emailStart, emailEnd] a record. The censuses' tests feed
 * these spans to `addBytes` as the upload's reader would.
 */
export function twoFieldUpload(records: readonly (readonly [string, string, ...unknown[]])[]): {
  bytes: Buffer;
  spans: number[][];
} {
  const texts: string[] = [];
  const spans: number[][] = [];
  let at = 0;
  for (const [name, email] of records) {
    const n = Buffer.byteLength(name);
    const e = Buffer.byteLength(email);
    spans.push([at, at + n, at + n + 1, at + n + 1 + e]);
    texts.push(`${name},${email}\n`);
    at += n + e + 2;
  }
  return { bytes: Buffer.from(texts.join('')), spans };
}
