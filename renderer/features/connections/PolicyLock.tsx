import { Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Translate } from '../../../shared/i18n/translator';
import { useT } from '../../ui/i18n';

/**
 * Whose decision a locked setting is: the machine-wide policy, and its file when known, so that
 * the user knows whom to ask. `subject` words it for one setting or for the connections as a whole.
 */
export function policyText(t: Translate, policyFile: string | null, subject: 'setting' | 'connections' = 'setting') {
  const key = subject === 'connections' ? 'policy.connectionsSetBy' : 'policy.setBy';
  return policyFile ? t(`${key}.file`, { file: policyFile }) : t(key);
}

/**
 * A lock beside a setting the machine-wide policy decides: its tooltip (and its accessible name)
 * names the policy file.
 */
export function PolicyLock({ policyFile, what }: { policyFile: string | null; what?: string }) {
  const { t } = useT();
  const label = !what
    ? policyText(t, policyFile)
    : policyFile
      ? t('policy.lockLabel.file', { what, file: policyFile })
      : t('policy.lockLabel', { what });
  return (
    <Tooltip label={label} multiline maw={360} withArrow>
      <span role="img" aria-label={label} tabIndex={0} style={{ display: 'inline-flex', lineHeight: 0 }}>
        <IconLock size={16} stroke={1.8} aria-hidden />
      </span>
    </Tooltip>
  );
}
