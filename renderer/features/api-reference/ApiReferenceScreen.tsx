import { Alert, Badge, Card, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Endpoint } from '../../../shared/api/endpoints';
import { call } from '../../bridge/mdm';

const METHOD_COLOR = { GET: 'teal', POST: 'blue' } as const;

/** Help > API reference: the endpoint table the app implements, as core knows it. */
export function ApiReferenceScreen() {
  const [endpoints, setEndpoints] = useState<readonly Endpoint[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    call('api.endpoints').then(setEndpoints, (e: Error) => setError(e.message));
  }, []);

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>API reference</Title>
        <Text c="dimmed" size="sm">
          The service's REST endpoints this app calls. Every request carries the header <Code>X-User-Access-Token</Code>
          . Where a real server answers 404 or 405 on the specification's path, the app tries the management form once
          and remembers it.
        </Text>
      </div>
      {error && (
        <Alert color="red" title="Could not read the endpoint table">
          {error}
        </Alert>
      )}
      {!endpoints && !error && <Loader aria-label="Loading" />}
      {endpoints?.map((e) => (
        <EndpointCard key={e.id} endpoint={e} />
      ))}
    </Stack>
  );
}

function EndpointCard({ endpoint: e }: { endpoint: Endpoint }) {
  const spec = e.forms.spec;
  const management = e.forms.management;
  const differs = spec.method !== management.method || spec.path !== management.path;
  return (
    <Card withBorder padding="md" data-testid={`endpoint-${e.id}`}>
      <Group justify="space-between" mb={4}>
        <Title order={4}>
          {e.section} {e.title}
        </Title>
        <Badge variant="light" color="gray">
          {e.caller}
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
            Management dialect:
          </Text>
          <Badge color={METHOD_COLOR[management.method]} radius="sm" variant="outline" size="sm">
            {management.method}
          </Badge>
          <Code>{management.path}</Code>
        </Group>
      )}
      <Text size="sm" mb="xs">
        {e.purpose}
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Headers</Table.Th>
            <Table.Td>
              {Object.entries(e.headers).map(([name, value]) => (
                <Code key={name} mr={6}>
                  {name}: {value}
                </Code>
              ))}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Body</Table.Th>
            <Table.Td>
              {e.body === 'none' ? 'none' : e.body === 'multipart' ? 'multipart form, part "file" (text/csv)' : 'JSON'}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Response</Table.Th>
            <Table.Td>{e.response}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Success</Table.Th>
            <Table.Td>HTTP status {e.success}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {e.parameters && (
        <Table mt="xs" fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Parameter</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Default</Table.Th>
              <Table.Th>Meaning</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {e.parameters.map((p) => (
              <Table.Tr key={p.name}>
                <Table.Td>
                  <Code>{p.name}</Code>
                </Table.Td>
                <Table.Td>{p.type}</Table.Td>
                <Table.Td>{p.default}</Table.Td>
                <Table.Td>{p.meaning}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
