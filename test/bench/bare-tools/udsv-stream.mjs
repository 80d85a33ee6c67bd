// The fastest bare parser at hand: uDSV's incremental parser over the file read in 64 KiB
// chunks, each row handed to a callback as strings (nothing accumulated); prints the rows.
import { createReadStream } from 'node:fs';
import { inferSchema, initParser } from 'udsv';

let rows = 0;
let parser;
const count = () => rows++;
for await (const chunk of createReadStream(process.argv[2], { highWaterMark: 64 * 1024, encoding: 'utf8' })) {
  parser ??= initParser(inferSchema(chunk));
  parser.chunk(chunk, parser.stringArrs, count);
}
parser?.end();
console.log(rows);
