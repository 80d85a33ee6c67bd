import { describe, expect, it } from 'vitest';
import { createListStore, TYPING_DEBOUNCE_MS } from '../../../../../renderer/ui/data-table/list-store';

const make = () =>
  createListStore<{ search: string; kinds: string[] }>({
    filter: { search: '', kinds: [] },
    sort: [{ field: 'name', ascending: true }],
    columns: ['name', 'created'],
    limit: 100,
    sortStartsAscending: (field) => field !== 'created',
  });

describe('list store', () => {
  it('starts from its defaults, on the first page, asking at once', () => {
    expect(make().getState()).toMatchObject({
      filter: { search: '', kinds: [] },
      sort: [{ field: 'name', ascending: true }],
      columns: ['name', 'created'],
      limit: 100,
      offset: 0,
      debounceMs: 0,
    });
  });

  it('waits for a pause after typing and asks at once after a click; a filter change goes back to page one', () => {
    const list = make();
    list.getState().setOffset(300);
    list.getState().setFilter({ search: 'ac' }, 'typing');
    expect(list.getState()).toMatchObject({
      filter: { search: 'ac', kinds: [] },
      offset: 0,
      debounceMs: TYPING_DEBOUNCE_MS,
    });
    list.getState().setFilter({ kinds: ['x'] });
    expect(list.getState()).toMatchObject({ filter: { search: 'ac', kinds: ['x'] }, debounceMs: 0 });
    list.getState().setOffset(100);
    list.getState().clearFilter();
    expect(list.getState()).toMatchObject({ filter: { search: '', kinds: [] }, offset: 0 });
  });

  it("sorts by a header click in the column's first direction, and goes back to page one", () => {
    const list = make();
    list.getState().setOffset(200);
    list.getState().sortBy('created', false);
    expect(list.getState()).toMatchObject({ sort: [{ field: 'created', ascending: false }], offset: 0 });
    list.getState().sortBy('name', true);
    expect(list.getState().sort).toEqual([
      { field: 'created', ascending: false },
      { field: 'name', ascending: true },
    ]);
  });

  it('keeps the first row in view when the page size changes', () => {
    const list = make();
    list.getState().setOffset(300);
    list.getState().setLimit(250);
    expect(list.getState()).toMatchObject({ limit: 250, offset: 250 });
  });

  it('opens a saved view on its first page', () => {
    const list = make();
    list.getState().setOffset(100);
    list.getState().setFilter({ search: 'x' }, 'typing');
    const view = { filter: { search: 'acme', kinds: [] }, sort: [], columns: ['created'], limit: 50 };
    list.getState().applyView(view);
    expect(list.getState()).toMatchObject({ ...view, offset: 0, debounceMs: 0 });
  });

  it('makes stores that do not share state', () => {
    const a = make();
    const b = make();
    a.getState().setColumns(['created']);
    expect(b.getState().columns).toEqual(['name', 'created']);
  });
});
