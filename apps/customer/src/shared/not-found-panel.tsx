import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

type NotFoundPanelProps = {
  heading: string;
  body: string;
  /** Where to go instead: the list the missing record would have been in, or home. */
  backTo: string;
  backLabel: string;
};

/**
 * What a screen shows when its address names nothing this customer has (a deleted vehicle, a
 * mistyped link): says so and offers the way back, rather than a spinner or a connection error.
 */
export function NotFoundPanel({ heading, body, backTo, backLabel }: NotFoundPanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h3">
          {heading}
        </Title>
        <Text c="dimmed">{body}</Text>
        <Button component={Link} to={backTo} mt="xs">
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
