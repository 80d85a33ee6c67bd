/**
 * Numbers stored as bytes (an offsets index, a line map, a prediction) read back as typed
 * arrays. A Buffer that fs hands over may start at any offset of a shared pool, where a
 * Float64Array cannot view it; these copy the bytes into a buffer of their own first.
 */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** Little-endian float64 values (the offsets files). */
export function float64sOf(bytes: Uint8Array): Float64Array {
  return new Float64Array(ownBuffer(bytes));
}

/** Little-endian uint32 values (line maps, prediction codes). */
export function uint32sOf(bytes: Uint8Array): Uint32Array {
  return new Uint32Array(ownBuffer(bytes));
}
