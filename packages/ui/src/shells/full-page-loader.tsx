import { Center, Loader } from '@mantine/core';

/** Shown while the app waits for what every screen needs (the brand's profile). */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="100dvh" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
