import { Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Whose decision a locked setting is: the machine-wide policy, and its file when known. */
export function policyText(policyFile: string | null, start = 'Set'): string {
  return `${start} by your IT department's policy${policyFile ? ` (${policyFile})` : ''}`;
}

/**
 * A lock beside a setting the machine-wide policy decides: its tooltip (and its accessible name)
 * names the policy file, so that the user knows why it cannot be changed and whom to ask.
 */
export function PolicyLock({ policyFile, what }: { policyFile: string | null; what?: string }) {
  const label = what ? `${what}: ${policyText(policyFile, 'set')}` : policyText(policyFile);
  return (
    <Tooltip label={label} multiline maw={360} withArrow>
      <span role="img" aria-label={label} tabIndex={0} style={{ display: 'inline-flex', lineHeight: 0 }}>
        <IconLock size={16} stroke={1.8} aria-hidden />
      </span>
    </Tooltip>
  );
}
