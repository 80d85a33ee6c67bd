import type { JobRecord, SplitPartOf } from '../../../../shared/models/job';
import type { EventBus } from '../../events';

/** A job that is a part of a split import. */
export type PartRecord = JobRecord & { partOf: SplitPartOf };

/**
 * An event bus for the inner jobs service: a part's `jobs.updated` goes to the split
 * imports (`onPart`), not to the listeners; everything else passes.
 */
export function partEvents(events: EventBus): { bus: EventBus; onPart(handler: (part: PartRecord) => void): void } {
  let handler: (part: PartRecord) => void = () => undefined;
  return {
    bus: {
      emit(event, payload, options) {
        const job = payload as JobRecord;
        if (event === 'jobs.updated' && job.partOf) handler({ ...job, partOf: job.partOf });
        else events.emit(event, payload, options);
      },
      subscribe: (sink) => events.subscribe(sink),
    },
    onPart(next) {
      handler = next;
    },
  };
}
