import { Box, Button, Stack, Title } from '@mantine/core';
import { CheckCircleIcon } from '@servicebay/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';

/** After 'booked successfully', the details open by themselves (customer spec section 4). */
const TO_DETAILS_MS = 3000;

/** The moment after Book: the booking is made, its details open about 3 s later (or at a tap). */
export function Booked({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.bookingDetails(bookingId), { replace: true }), TO_DETAILS_MS);
    return () => clearTimeout(timer);
  }, [bookingId, navigate]);
  return (
    <Stack align="center" gap="md" py="xl" role="status">
      <Box c="green.8">
        <CheckCircleIcon size={56} />
      </Box>
      <Title order={2} size="h3">
        {t('bookings.confirm.booked')}
      </Title>
      <Button component={Link} to={paths.bookingDetails(bookingId)} replace variant="light" radius="xl">
        {t('bookings.details.title')}
      </Button>
    </Stack>
  );
}
