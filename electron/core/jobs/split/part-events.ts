import type { JobRecord } from '../../../../shared/models/job';
import type { EventBus } from '../../events';

/** Takes a job's update when the job runs a part of a split import; answers whether it did. */
export type PartHandler = (job: JobRecord) => boolean;

/**
 * An event bus for the inner jobs service: a part's `jobs.updated` goes to the split
 * imports (`onPart`, which knows its parts' job ids), not to the listeners; everything else passes.
 */
export function partEvents(events: EventBus): { bus: EventBus; onPart(handler: PartHandler): void } {
  let handler: PartHandler = () => false;
  return {
    bus: {
      emit(event, payload, options) {
        if (event === 'jobs.updated' && handler(payload as JobRecord)) return;
        events.emit(event, payload, options);
      },
      subscribe: (sink) => events.subscribe(sink),
    },
    onPart(next) {
      handler = next;
    },
  };
}
