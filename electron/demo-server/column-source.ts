import { columnBuilder } from './columns';
import type { Column, ColumnBuilder, ColumnKind } from './columns';
import type { Row } from './filter';
import type { RowSource } from './query-table';

/**
 * A RowSource kept as columns, filled once from a stream of records (the seeded devices,
 * generated one at a time so that they never all exist as objects). `row(i)` builds the
 * record again, with its fields in the layout's order.
 */
export class ColumnSource<T extends Row> implements RowSource<T> {
  private readonly columns = new Map<string, Column>();
  private readonly names: string[];

  private constructor(
    layout: Readonly<Record<string, ColumnKind>>,
    builders: Map<string, ColumnBuilder>,
    readonly size: number,
  ) {
    this.names = Object.keys(layout);
    for (const [name, builder] of builders) this.columns.set(name, builder.build());
  }

  /** Fills the columns from `fill`, which hands every record to `add` (at most `capacity`). */
  static build<T extends Row>(
    layout: Readonly<Record<string, ColumnKind>>,
    capacity: number,
    fill: (add: (record: T) => void) => void,
  ): ColumnSource<T> {
    const builders = new Map(Object.entries(layout).map(([name, kind]) => [name, columnBuilder(kind, capacity)]));
    const entries = [...builders];
    let size = 0;
    fill((record) => {
      if (size >= capacity) throw new Error(`More than ${capacity} records`);
      for (const [name, builder] of entries) builder.push(record[name]);
      size++;
    });
    return new ColumnSource<T>(layout, builders, size);
  }

  reader(field: string): (i: number) => unknown {
    const column = this.columns.get(field);
    if (!column) return () => undefined;
    return (i) => column.get(i);
  }

  row(i: number): T {
    const out: Record<string, unknown> = {};
    for (const name of this.names) out[name] = this.columns.get(name)!.get(i);
    return out as T;
  }

  rank(field: string): Int32Array | undefined {
    return this.columns.get(field)?.rank();
  }
}
