// The bare parser beside `validate`: papaparse's Node stream with `header: true` (an object per
// row), over the file read in 64 KiB chunks; prints the rows it read.
import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

let rows = 0;
const parsed = createReadStream(process.argv[2], { highWaterMark: 64 * 1024 }).pipe(
  Papa.parse(Papa.NODE_STREAM_INPUT, { header: true }),
);
parsed.on('data', () => rows++);
parsed.on('end', () => console.log(rows));
