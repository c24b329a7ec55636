import { Alert, Box, Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiError, currentVehicleOf, useAddresses, useCart, useClientProfile, useCreateBooking, useMe, useVehicles } from '@servicebay/api-client';
import { bookingInputOf, bookingLocationOf, bookingModesOf, type TAddress, type TBookingMode, type TCart } from '@servicebay/domain';
import { CalendarIcon, CheckCircleIcon, SectionLoader } from '@servicebay/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatCalendarDay } from '../../../shared/day-text';
import { useMoneyText } from '../../../shared/money-text';
import { notifyApiError, notifySuccess, notifyWarning } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { newIdempotencyKey, slotText } from '../slot-text';
import { AddressSelect } from './address-select';
import { SlotPickerModal, type TPickedSlot } from './slot-picker-modal';
import '../bookings.css';

/** After 'booked successfully', the details open by themselves (customer spec section 4). */
const TO_DETAILS_MS = 3000;

type ConfirmBookingScreenProps = {
  /** The cart's bill details. */
  renderBill: (cart: TCart) => ReactNode;
  /** The sign-in invitation a guest gets on Book. */
  renderSignIn: (opened: boolean, onClose: () => void) => ReactNode;
};

/**
 * The booking's confirmation (customer spec sections 2, 4 and 5): the services, the service mode,
 * the places, the date and slot, notes, the bill and Book. Book sends one Idempotency-Key per
 * visit, so a retry after a lost answer gives the same booking.
 */
export function ConfirmBookingScreen(props: ConfirmBookingScreenProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const addresses = useAddresses();
  const vehicles = useVehicles();
  const [bookedId, setBookedId] = useState<string | null>(null);
  // Held here, not in the form: the booking empties the cart, and the live stream can say so
  // before the answer arrives; the form then gives way, and the answer must still be heard.
  const createBooking = useCreateBooking();

  if (bookedId) return <Booked bookingId={bookedId} />;
  if (cart.isPending || addresses.isPending || vehicles.isPending) return <SectionLoader label={t('app.loading')} py="xl" />;
  if (cart.isError || addresses.isError || vehicles.isError) {
    return (
      <Alert color="red" title={t('common.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void Promise.all([cart.refetch(), addresses.refetch(), vehicles.refetch()])}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (cart.data.items.length === 0) {
    if (createBooking.isPending) return <SectionLoader label={t('app.loading')} py="xl" />;
    return (
      <Stack align="center" gap="md" py="xl">
        <Text>{t('bookings.confirm.emptyCart')}</Text>
        <Button component={Link} to={paths.bookService} radius="xl">
          {t('bookings.list.bookService')}
        </Button>
      </Stack>
    );
  }
  return (
    <ConfirmForm
      {...props}
      cart={cart.data}
      addresses={addresses.data}
      userVehicleId={currentVehicleOf(vehicles.data)?.did ?? ''}
      createBooking={createBooking}
      onBooked={setBookedId}
    />
  );
}

type ConfirmFormProps = ConfirmBookingScreenProps & {
  cart: TCart;
  addresses: TAddress[];
  userVehicleId: string;
  createBooking: ReturnType<typeof useCreateBooking>;
  onBooked: (bookingId: string) => void;
};

function ConfirmForm({ cart, addresses, userVehicleId, createBooking, onBooked, renderBill, renderSignIn }: ConfirmFormProps) {
  const { t, i18n } = useTranslation();
  const brand = useClientProfile();
  const isGuest = useMe()?.isAnonymous ?? false;
  const modes = bookingModesOf(brand);
  const [mode, setMode] = useState<TBookingMode>(modes[0] ?? 'pickup');
  const chosen = addresses.find((address) => address.isSelected) ?? addresses.find((address) => address.isDefault) ?? addresses[0];
  const [pickupId, setPickupId] = useState<string | null>(chosen?.did ?? null);
  const [isDropSame, setDropSame] = useState(true);
  const [dropId, setDropId] = useState<string | null>(chosen?.did ?? null);
  const [picked, setPicked] = useState<TPickedSlot | null>(null);
  const [notes, setNotes] = useState('');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [isPickingSlot, slotPicker] = useDisclosure(false);
  const [isAskingToSignIn, signIn] = useDisclosure(false);
  const showPrice = brand.featureSetting.showPrice;
  const money = useMoneyText();
  // The brand's own wording is written in English: other languages read the catalogue's.
  const brandText = (text: string) => (text && i18n.language === 'en' ? text : null);
  const placeOf = (addressId: string | null) => addresses.find((address) => address.did === addressId);
  const pickup = placeOf(pickupId);
  const drop = isDropSame ? pickup : placeOf(dropId);

  function book() {
    if (isGuest) {
      signIn.open();
      return;
    }
    const choice = bookingInputOf({
      userVehicleId,
      mode,
      pickup: pickup ? bookingLocationOf(pickup) : null,
      dropoff: drop ? bookingLocationOf(drop) : null,
      date: picked?.date ?? null,
      slot: picked?.slot ?? null,
      notes,
    });
    if (!choice.ok) {
      notifyWarning(choice.problem === 'location' ? t('errors.bookings/location-required') : t('bookings.confirm.pickDateTimeSlot'));
      return;
    }
    createBooking.mutate(
      { booking: choice.input, idempotencyKey },
      {
        onSuccess: ([created]) => {
          if (!created) return;
          notifySuccess(t('bookings.confirm.booked'));
          onBooked(created.bookingId);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'bookings/sign-in-required') signIn.open();
          else notifyApiError(error);
        },
      },
    );
  }

  return (
    <Stack gap={0}>
      <div className="booking-layout">
        <Stack gap="md">
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="confirm-services-title">
            <Title order={2} size="h5" id="confirm-services-title">
              {t('bookings.confirm.services')}
            </Title>
            <Stack component="ul" gap={6} p={0} m={0} mt="xs" style={{ listStyle: 'none' }}>
              {cart.items.map((item) => (
                <Group component="li" key={item.cartItemId} justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" fw={500}>
                    {item.displayName}
                  </Text>
                  {showPrice && item.appliedPrice ? (
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {money(item.appliedPrice.amount, item.appliedPrice.currency)}
                    </Text>
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="confirm-mode-title">
            <Title order={2} size="h5" mb="sm" id="confirm-mode-title">
              {t('bookings.confirm.mode')}
            </Title>
            {modes.length > 1 ? (
              <SegmentedControl
                fullWidth
                radius="xl"
                value={mode}
                onChange={(value) => setMode(value as TBookingMode)}
                data={modes.map((value) => ({ value, label: t(`bookings.confirm.modes.${value}`) }))}
                aria-label={t('bookings.confirm.mode')}
                // Long mode names wrap on a small phone rather than being cut off.
                styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
              />
            ) : (
              <Text fw={500}>{t(`bookings.confirm.modes.${mode}`)}</Text>
            )}
            <Text size="sm" c="dimmed" mt="xs">
              {brandText(mode === 'pickup' ? brand.pickUpText : brand.dropText) ?? t(`bookings.confirm.modeHints.${mode}`)}
            </Text>
            <Stack gap="sm" mt="md">
              {addresses.length === 0 ? (
                <Alert color="yellow" title={t('bookings.confirm.noAddress')}>
                  <Button component={Link} to={paths.addAddress} variant="light" size="xs" mt="xs">
                    {t('bookings.confirm.addAddress')}
                  </Button>
                </Alert>
              ) : (
                <>
                  <AddressSelect
                    label={mode === 'pickup' ? t('bookings.confirm.pickupAt') : t('bookings.confirm.yourPlace')}
                    addresses={addresses}
                    value={pickupId}
                    onChange={setPickupId}
                  />
                  {mode === 'pickup' ? (
                    <>
                      <Checkbox
                        label={t('bookings.confirm.sameAsPickup')}
                        checked={isDropSame}
                        onChange={(event) => setDropSame(event.currentTarget.checked)}
                      />
                      {isDropSame ? null : <AddressSelect label={t('bookings.confirm.dropAt')} addresses={addresses} value={dropId} onChange={setDropId} />}
                    </>
                  ) : null}
                </>
              )}
            </Stack>
          </Paper>

          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="confirm-when-title">
            <Title order={2} size="h5" mb="sm" id="confirm-when-title">
              {t('bookings.confirm.when')}
            </Title>
            {picked ? (
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <CalendarIcon />
                  <div>
                    <Text fw={600}>{formatCalendarDay(picked.date, i18n.language)}</Text>
                    <Text size="sm" c="dimmed">
                      {/* A box of its own: the clock reads left to right in Arabic too. */}
                      <span dir="ltr" style={{ display: 'inline-block' }}>
                        {slotText(picked.slot)}
                      </span>
                    </Text>
                  </div>
                </Group>
                <Button variant="light" size="xs" radius="xl" onClick={slotPicker.open}>
                  {t('bookings.confirm.changeSlot')}
                </Button>
              </Group>
            ) : (
              <Button variant="light" radius="xl" leftSection={<CalendarIcon size={18} />} onClick={slotPicker.open} disabled={!cart.workshopId}>
                {t('bookings.confirm.chooseSlot')}
              </Button>
            )}
          </Paper>

          <Textarea
            label={brandText(mode === 'pickup' ? brand.pickUpNotesLabel : brand.dropNotesLabel) ?? t('bookings.confirm.notes')}
            placeholder={t('bookings.confirm.notesPlaceholder')}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={2000}
            // Not autosize: its measuring copy stays in the page at the width it last had and,
            // right-to-left, widens the page after a narrower window (seen at 320 px in Arabic).
            rows={3}
            radius="md"
          />
        </Stack>
        <Stack gap="md" className="booking-side">
          {showPrice ? renderBill(cart) : null}
          <Box visibleFrom="md">
            <Button size="md" radius="xl" fullWidth onClick={book} loading={createBooking.isPending}>
              {t('bookings.confirm.book')}
            </Button>
          </Box>
        </Stack>
      </div>
      <Box hiddenFrom="md" className="booking-footer">
        <Button size="md" radius="xl" fullWidth onClick={book} loading={createBooking.isPending}>
          {t('bookings.confirm.book')}
        </Button>
      </Box>
      {cart.workshopId ? (
        <SlotPickerModal opened={isPickingSlot} onClose={slotPicker.close} workshopId={cart.workshopId} value={picked} onChange={setPicked} />
      ) : null}
      {renderSignIn(isAskingToSignIn, signIn.close)}
    </Stack>
  );
}

function Booked({ bookingId }: { bookingId: string }) {
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
