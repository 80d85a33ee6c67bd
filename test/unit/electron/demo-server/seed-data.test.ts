import { describe, expect, it } from 'vitest';
import { seedDevices, seedWizardRequests } from '../../../../electron/demo-server/seed-data';

const DAY = 86_400_000;

describe('the demo world', () => {
  it('dates devices relative to the given now, so a live demo reads "3 days ago", not months', () => {
    const now = Date.UTC(2030, 5, 1);
    const devices = seedDevices(500, 7, now);
    const connected = devices.map((d) => d.lastConnectionDate).filter((d): d is number => d !== null);
    expect(connected.length).toBeGreaterThan(400);
    expect(Math.max(...connected)).toBeLessThanOrEqual(now);
    expect(Math.min(...connected)).toBeGreaterThan(now - 182 * DAY);
    expect(connected.filter((d) => d > now - 21 * DAY).length).toBeGreaterThan(connected.length / 2);
  });

  it('is the same world for the same seed and now', () => {
    const now = Date.UTC(2030, 5, 1);
    expect(seedDevices(50, 3, now)).toEqual(seedDevices(50, 3, now));
    expect(seedWizardRequests(3, 10, now)).toEqual(seedWizardRequests(3, 10, now));
    for (const request of seedWizardRequests(3, 10, now)) expect(request.creationDate).toBeLessThanOrEqual(now);
  });
});
