import { create } from 'zustand';
import type { ChangesFilter } from './changes-model';

/** Whether the Changes view is open, and on which filter. The comparison itself is the wizard's (prediction). */
export interface ChangesViewState {
  opened: boolean;
  filter: ChangesFilter;
  /** Opens the view on `filter`, or on the one shown last. */
  open(filter?: ChangesFilter): void;
  close(): void;
  setFilter(filter: ChangesFilter): void;
}

/** Changed first: what overwriting would do is what an administrator reviews most. */
const FIRST_FILTER: ChangesFilter = 'changed';

export const useChangesView = create<ChangesViewState>()((set) => ({
  opened: false,
  filter: FIRST_FILTER,
  open: (filter) => set((s) => ({ opened: true, filter: filter ?? s.filter })),
  close: () => set({ opened: false }),
  setFilter: (filter) => set({ filter }),
}));
