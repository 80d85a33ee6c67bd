// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileGate } from '../../../../renderer/ui/ProfileGate';
import type { ProfileSource } from '../../../../renderer/ui/ProfileGate';
import { renderWithMantine } from '../render';

afterEach(cleanup);

const source = (over: Partial<ProfileSource> = {}): ProfileSource => ({
  loaded: true,
  error: null,
  activeProfile: null,
  refresh: vi.fn(async () => undefined),
  startDemo: vi.fn(async () => undefined),
  ...over,
});

function gate(profiles: ProfileSource) {
  return renderWithMantine(
    <ProfileGate
      profiles={profiles}
      onOpenConnections={vi.fn()}
      need="organization"
      what="devices"
      whatTitle="Devices"
      wrongKindReason=""
    >
      {() => <p>the screen</p>}
    </ProfileGate>,
  );
}

describe('ProfileGate', () => {
  it('offers the demo server where the policy does not turn it off', () => {
    gate(source());
    expect(screen.getByRole('button', { name: 'Explore with the demo server' })).toBeTruthy();
  });

  it('offers only Connections where the policy turns the demo server off', () => {
    gate(source({ rules: { demoServer: false } }));
    expect(screen.getByRole('button', { name: 'Open Connections' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Explore with the demo server' })).toBeNull();
  });
});
