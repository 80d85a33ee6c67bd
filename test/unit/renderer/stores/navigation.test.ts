// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { useNavigation } from '../../../../renderer/stores/navigation';

describe('navigation', () => {
  it("keeps the section in the address's fragment, and follows it when it changes (Back, a link)", async () => {
    useNavigation.getState().navigate('devices');
    expect(location.hash).toBe('#devices');
    location.hash = 'jobs';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(useNavigation.getState().section).toBe('jobs');
    // Not a section: ignored.
    location.hash = 'nowhere';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(useNavigation.getState().section).toBe('jobs');
  });
});
