import { NavLink } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../bridge/mdm';
import { downloadExported } from '../ui/download';

/**
 * "Save diagnostics…" (the desktop app also has it under Help): core makes the support zip
 * (the log, versions, the policy in force, the profiles; no token, password or proxy
 * credential), and the shell hands it over as a download.
 */
export function SaveDiagnostics() {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const file = await call('diagnostics.save');
      downloadExported(file);
      notifications.show({
        color: 'teal',
        message: `Saved ${file.fileName}: attach it to your support ticket. It holds no token or password.`,
      });
    } catch (error) {
      notifications.show({ color: 'red', message: `The diagnostics could not be saved: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <NavLink
      component="button"
      label="Save diagnostics…"
      leftSection={<IconLifebuoy size={18} stroke={1.6} />}
      onClick={() => void save()}
      disabled={busy}
      data-testid="save-diagnostics"
    />
  );
}
