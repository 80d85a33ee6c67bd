import { beforeEach, describe, expect, it } from 'vitest';
import { useChangesView } from '../../../../../renderer/features/import/changes-view-store';

beforeEach(() => useChangesView.setState({ opened: false, filter: 'changed' }));

describe('the Changes view store', () => {
  it('opens on the changed lines first, then on the filter shown last, or the one asked for', () => {
    const view = () => useChangesView.getState();
    view().open();
    expect(view()).toMatchObject({ opened: true, filter: 'changed' });
    view().setFilter('looksLike');
    view().close();
    expect(view().opened).toBe(false);
    view().open();
    expect(view()).toMatchObject({ opened: true, filter: 'looksLike' });
    view().open('notInFile');
    expect(view().filter).toBe('notInFile');
  });
});
