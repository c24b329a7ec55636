import { Accordion, Paper, Title } from '@mantine/core';
import { useId } from 'react';

export type Question = { id: string; question: string; answer: string };

/** Questions with their answers, one open at a time (customer spec section 2), under a heading. */
export function QuestionAccordion({ heading, questions }: { heading: string; questions: readonly Question[] }) {
  const headingId = useId();
  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} px="sm" pt="sm" pb="xs">
        {heading}
      </Title>
      <Accordion variant="default" chevronPosition="right">
        {questions.map(({ id, question, answer }) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control dir="auto">{question}</Accordion.Control>
            <Accordion.Panel dir="auto">{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Paper>
  );
}
