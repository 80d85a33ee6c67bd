import { NavLink } from '@mantine/core';
import { notify } from '../ui/notify';
import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../bridge/mdm';
import { downloadExported } from '../ui/download';
import { useT } from '../ui/i18n';

/**
 * "Save diagnostics…" (the desktop app also has it under Help): core makes the support zip
 * (the log, versions, the policy in force, the profiles; no token, password or proxy
 * credential), and the shell hands it over as a download.
 */
export function SaveDiagnostics() {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const file = await call('diagnostics.save');
      downloadExported(file);
      notify({
        color: 'teal',
        message: t('diagnostics.saved', { file: file.fileName }),
      });
    } catch (error) {
      notify({ color: 'red', message: t('diagnostics.notSaved', { reason: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <NavLink
      component="button"
      label={t('diagnostics.save')}
      leftSection={<IconLifebuoy size={18} stroke={1.6} />}
      onClick={() => void save()}
      disabled={busy}
      data-testid="save-diagnostics"
    />
  );
}
