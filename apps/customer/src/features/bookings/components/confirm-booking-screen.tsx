import { Alert, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiError, currentVehicleOf, useAddresses, useCart, useClientProfile, useCreateBooking, useMe, useVehicles } from '@servicebay/api-client';
import { bookingInputOf, bookingModesOf, chosenAddOns, type TAddress, type TCart } from '@servicebay/domain';
import { CalendarIcon, SectionLoader } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../../shared/day-text';
import { useMoneyText } from '../../../shared/money-text';
import { notifyApiError, notifySuccess, notifyWarning } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { AddOnsIncluded } from '../../../shared/price-notes';
import { PriceTag } from '../../../shared/price-tag';
import { newIdempotencyKey, slotText } from '../slot-text';
import { Booked } from './booked';
import { PhotosToSend, usePhotosToSend } from './photos-to-send';
import { locationOf } from './place-choice';
import { PickupReachAlert, usePickupBeyondReach, usePickupBeyondText } from './pickup-reach-alert';
import { ServiceModeSection, type MapPickerRequest, type ServiceModeChoice } from './service-mode-section';
import { SlotPickerModal, type TPickedSlot } from './slot-picker-modal';
import '../bookings.css';

type ConfirmBookingScreenProps = {
  /** The cart's bill details. */
  renderBill: (cart: TCart) => ReactNode;
  /** The sign-in invitation a guest gets on Book. */
  renderSignIn: (opened: boolean, onClose: () => void) => ReactNode;
  /** A point on the map as a place (the addresses feature's picker). */
  renderMapPicker: (request: MapPickerRequest) => ReactNode;
  /** True when the customer has a mobile number; otherwise takes them to add it and back (customer spec section 2). */
  ensureMobileNumber: () => boolean;
};

/**
 * The booking's confirmation (customer spec sections 2, 4 and 5): the services, the service mode,
 * the places, the date and slot, notes, photos, the bill and Book. Book sends one Idempotency-Key
 * per visit, so a retry after a lost answer gives the same booking; the photos follow once it is made.
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

function ConfirmForm({
  cart,
  addresses,
  userVehicleId,
  createBooking,
  onBooked,
  renderBill,
  renderSignIn,
  renderMapPicker,
  ensureMobileNumber,
}: ConfirmFormProps) {
  const { t, i18n } = useTranslation();
  const brand = useClientProfile();
  const isGuest = useMe()?.isAnonymous ?? false;
  const modes = bookingModesOf(brand);
  const chosen = addresses.find((address) => address.isSelected) ?? addresses.find((address) => address.isDefault) ?? addresses[0];
  const savedChoice = chosen ? ({ kind: 'address', addressId: chosen.did } as const) : null;
  const [service, setService] = useState<ServiceModeChoice>({ mode: modes[0] ?? 'pickup', pickup: savedChoice, isDropSame: true, drop: savedChoice });
  const [picked, setPicked] = useState<TPickedSlot | null>(null);
  const [notes, setNotes] = useState('');
  const photos = usePhotosToSend();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [isPickingSlot, slotPicker] = useDisclosure(false);
  const [isAskingToSignIn, signIn] = useDisclosure(false);
  const showPrice = brand.featureSetting.showPrice;
  const money = useMoneyText();
  const { mode } = service;
  // The brand's own wording is written in English: other languages read the catalogue's.
  const brandText = (text: string) => (text && i18n.language === 'en' ? text : null);
  const pickup = locationOf(service.pickup, addresses);
  // A brand that asks an advance says on the button what booking will take (issue 26).
  const { advancePayment, currency } = cart.estimate;
  const bookLabel = advancePayment > 0 ? t('bookings.confirm.bookAndPay', { amount: money(advancePayment, currency) }) : t('bookings.confirm.book');
  const dropoff = service.isDropSame ? pickup : locationOf(service.drop, addresses);
  const beyondReach = usePickupBeyondReach(cart.workshopId, mode === 'pickup' ? { pickup, dropoff } : { pickup: null, dropoff: null });
  const beyondText = usePickupBeyondText();

  function book() {
    if (isGuest) {
      signIn.open();
      return;
    }
    if (!ensureMobileNumber()) return;
    if (beyondReach) {
      notifyWarning(beyondText(beyondReach));
      return;
    }
    const choice = bookingInputOf({
      userVehicleId,
      mode,
      pickup,
      dropoff,
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
          photos.sendTo(created.bookingId);
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
                <Group component="li" key={item.cartItemId} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {item.displayName}
                    </Text>
                    <AddOnsIncluded names={chosenAddOns(item.addOnSections, item.addOnsSelected).map((addOn) => addOn.displayName)} />
                  </div>
                  {showPrice ? <PriceTag pricing={item.appliedPrice} size="sm" /> : null}
                </Group>
              ))}
            </Stack>
          </Paper>

          <ServiceModeSection modes={modes} addresses={addresses} value={service} onChange={setService} renderMapPicker={renderMapPicker} />
          {beyondReach ? (
            <PickupReachAlert beyond={beyondReach} onVisitInstead={modes.includes('drop') ? () => setService({ ...service, mode: 'drop' }) : null} />
          ) : null}

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
          <PhotosToSend photos={photos} />
        </Stack>
        <Stack gap="md" className="booking-side">
          {showPrice ? renderBill(cart) : null}
          <Box visibleFrom="md">
            <Button size="md" radius="xl" fullWidth onClick={book} loading={createBooking.isPending}>
              {bookLabel}
            </Button>
          </Box>
        </Stack>
      </div>
      <Box hiddenFrom="md" className="booking-footer">
        <Button size="md" radius="xl" fullWidth onClick={book} loading={createBooking.isPending}>
          {bookLabel}
        </Button>
      </Box>
      {cart.workshopId ? (
        <SlotPickerModal opened={isPickingSlot} onClose={slotPicker.close} workshopId={cart.workshopId} value={picked} onChange={setPicked} />
      ) : null}
      {renderSignIn(isAskingToSignIn, signIn.close)}
    </Stack>
  );
}
