import { Center, Loader } from '@mantine/core';

/** A screen part still loading: a spinner announced as a status with its label. */
export function SectionLoader({ label, py = 'xl' }: { label: string; py?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <Center py={py} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
