import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { policyProblemText } from '../../shared/errors/policy-problem-wording';
import type { PolicyState } from '../../shared/policy';
import { call } from '../bridge/mdm';
import { useT } from '../ui/i18n';

/**
 * Says, above every screen, what is wrong with the machine-wide policy file: the app runs with
 * the defaults for those settings, and the IT department needs the file and the JSON paths
 * (the same `mdm-admin policy check` prints) to fix it.
 */
export function PolicyBanner() {
  const translator = useT();
  const { t } = translator;
  const [policy, setPolicy] = useState<PolicyState | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    call('policy.get').then(setPolicy, () => setPolicy(null));
  }, []);
  if (!policy || policy.problems.length === 0 || closed) return null;
  const count = policy.problems.length;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle />}
      title={t('policy.problems', { count })}
      withCloseButton
      closeButtonLabel={t('policy.problemsHide')}
      onClose={() => setClosed(true)}
      mb="md"
      role="alert"
      data-testid="policy-problems"
    >
      <Text size="sm">
        {t('policy.problemsExplained', { file: policy.file ?? t('policy.theFile'), command: 'mdm-admin policy check' })}
      </Text>
      <List size="sm" mt={4}>
        {policy.problems.map((problem) => (
          <List.Item key={`${problem.path}:${problem.code}`}>
            <code>{problem.path}</code>: {policyProblemText(problem, translator)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
