/** A Float64Array that grows as values are pushed (record offsets of a file of any size). */
export class GrowableFloat64 {
  private values: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.values = new Float64Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  pop(): number | undefined {
    return this.length === 0 ? undefined : this.values[--this.length];
  }

  at(index: number): number | undefined {
    return index >= 0 && index < this.length ? this.values[index] : undefined;
  }

  /** A view of the pushed values (shares memory until the next push). */
  view(): Float64Array {
    return this.values.subarray(0, this.length);
  }
}
