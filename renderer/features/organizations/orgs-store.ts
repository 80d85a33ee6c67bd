import type { OrgRequestFilter } from '../../../shared/models/query';
import { createListStore } from '../../ui/data-table/list-store';
import { DEFAULT_ORG_COLUMNS, DEFAULT_ORG_SORT, orgSortStartsAscending } from './org-columns';

/** The organization requests screen's state, kept across navigation. */
export const useOrgsStore = createListStore<OrgRequestFilter>({
  filter: { search: '' },
  sort: DEFAULT_ORG_SORT,
  columns: [...DEFAULT_ORG_COLUMNS],
  limit: 50,
  sortStartsAscending: orgSortStartsAscending,
});
