import { Alert, Badge, Card, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Endpoint } from '../../../shared/api/endpoints';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { Translate } from '../../../shared/i18n/translator';
import { call } from '../../bridge/mdm';
import { useT } from '../../ui/i18n';

/** Shade 9: white text on it passes WCAG AA in both colour schemes. */
const METHOD_COLOR = { GET: 'teal.9', POST: 'blue.9' } as const;

/**
 * The endpoint table's prose in the app's language: apiRef.<operation>.<part> in the
 * catalogues, the table's own English where a newer core names an operation they lack.
 */
const prose = (t: Translate, key: string, english: string): string => t(key as MessageKey, { defaultValue: english });

/** A section of the specification by its number (4.6); where else an endpoint is known from, in words. */
const sectionOf = (t: Translate, section: string): string =>
  /^\d/.test(section) ? section : `${prose(t, `apiRef.section.${section}`, section)}:`;

/** Help > API reference: the endpoint table the app implements, as core knows it. */
export function ApiReferenceScreen() {
  const { t } = useT();
  const [endpoints, setEndpoints] = useState<readonly Endpoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    call('api.endpoints').then(setEndpoints, (e: Error) => setError(e.message));
  }, []);

  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={2}>{t('apiRef.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('apiRef.intro')}
        </Text>
      </div>
      {error && (
        <Alert color="red" title={t('apiRef.readFailed')}>
          {error}
        </Alert>
      )}
      {!endpoints && !error && <Loader aria-label={t('apiRef.loading')} />}
      {endpoints?.map((e) => (
        <EndpointCard key={e.id} endpoint={e} />
      ))}
    </Stack>
  );
}

function EndpointCard({ endpoint: e }: { endpoint: Endpoint }) {
  const { t } = useT();
  const spec = e.forms.spec;
  const management = e.forms.management;
  const differs = spec.method !== management.method || spec.path !== management.path;
  return (
    <Card withBorder padding="md" data-testid={`endpoint-${e.id}`} component="section" aria-labelledby={`ep-${e.id}`}>
      <Group justify="space-between" mb={4} wrap="nowrap">
        <Title order={3} size="h4" id={`ep-${e.id}`}>
          {sectionOf(t, e.section)} {prose(t, `apiRef.${e.id}.title`, e.title)}
        </Title>
        <Badge variant="light" color="gray" tt="none" style={{ flex: 'none' }}>
          {prose(t, `apiRef.caller.${e.caller}`, e.caller)}
        </Badge>
      </Group>
      <Group gap="xs" mb="xs">
        <Badge color={METHOD_COLOR[spec.method]} radius="sm">
          {spec.method}
        </Badge>
        <Code data-testid="endpoint-path">{spec.path}</Code>
      </Group>
      {differs && (
        <Group gap="xs" mb="xs">
          <Text size="xs" c="dimmed">
            {t('apiRef.management')}
          </Text>
          <Badge color={METHOD_COLOR[management.method].split('.')[0]} radius="sm" variant="light" size="sm">
            {management.method}
          </Badge>
          <Code>{management.path}</Code>
        </Group>
      )}
      <Text size="sm" mb="xs">
        {prose(t, `apiRef.${e.id}.purpose`, e.purpose)}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140} scope="row">
              {t('apiRef.headers')}
            </Table.Th>
            <Table.Td>
              {Object.entries(e.headers).map(([name, value]) => (
                <Code key={name} mr={6}>
                  {name}: {value}
                </Code>
              ))}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('apiRef.body')}</Table.Th>
            <Table.Td>{t(`apiRef.body.${e.body}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('apiRef.response')}</Table.Th>
            <Table.Td>{prose(t, `apiRef.${e.id}.response`, e.response)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('apiRef.success')}</Table.Th>
            <Table.Td>
              {t('apiRef.successStatus', { status: prose(t, `apiRef.success.${e.success}`, e.success) })}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {e.parameters && (
        <Table mt="xs" fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('apiRef.parameter')}</Table.Th>
              <Table.Th>{t('apiRef.type')}</Table.Th>
              <Table.Th>{t('apiRef.default')}</Table.Th>
              <Table.Th>{t('apiRef.meaning')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.parameters.map((p) => (
              <Table.Tr key={p.name}>
                <Table.Td>
                  <Code>{p.name}</Code>
                </Table.Td>
                <Table.Td>{p.type}</Table.Td>
                <Table.Td>
                  {p.default === "the organization's device-user role" ? t('import.summary.defaultRole') : p.default}
                </Table.Td>
                <Table.Td>{prose(t, `apiRef.${e.id}.${p.name}`, p.meaning)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
