import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import { divIcon, type LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useClientProfile } from '@servicebay/api-client';
import { useLocale } from '@servicebay/i18n';
import { MAP_ATTRIBUTION, MAP_ZOOM, type MapPosition } from '../map-config';

// Leaflet's default marker is an image its CSS finds by a path bundlers break; a drawn pin needs no file.
const PIN = divIcon({
  className: '',
  iconSize: [36, 44],
  iconAnchor: [18, 42],
  html: `<svg width="36" height="44" viewBox="0 0 36 44" aria-hidden="true"><path d="M18 43s15-13.5 15-25A15 15 0 0 0 3 18c0 11.5 15 25 15 25Z" fill="var(--brand-primary)" stroke="white" stroke-width="2.5"/><circle cx="18" cy="18" r="6" fill="white"/></svg>`,
});

/** Follows the position when it changes from outside the map (a search pick, the device location). */
function FollowPosition({ position }: { position: MapPosition }) {
  const map = useMap();
  useEffect(() => {
    const current = map.getCenter();
    if (current.lat !== position.latitude || current.lng !== position.longitude) map.setView([position.latitude, position.longitude], map.getZoom());
  }, [map, position.latitude, position.longitude]);
  return null;
}

/** A tap on the map drops the pin there, as dragging it does. */
function DropOnTap({ onMove }: { onMove: (position: MapPosition) => void }) {
  useMapEvents({ click: (event) => onMove({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  return null;
}

const NOTE_STYLE = { zIndex: 1000, pointerEvents: 'none', borderRadius: 'var(--mantine-radius-md)', boxShadow: 'var(--mantine-shadow-xs)' } as const;

type AddressMapProps = { position: MapPosition; onMove: (position: MapPosition) => void; height: { base: number; sm: number } };

/**
 * The pin of the address on a street map (zoom 18). Maps read left to right whatever the language,
 * so the map keeps ltr inside an Arabic page. When the tiles cannot load (offline, the tile server
 * down or blocked) a note over the map says so: a blank grey box looks broken, yet the pin and
 * the search still work. Over, not under: arriving late, it must not move the form under a tap.
 */
export function AddressMap({ position, onMove, height }: AddressMapProps) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const { mapTileUrl } = useClientProfile();
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const { lat, lng } = event.target.getLatLng();
        onMove({ latitude: lat, longitude: lng });
      },
    }),
    [onMove],
  );
  const [haveTilesFailed, setHaveTilesFailed] = useState(false);
  const tileEvents = useMemo<LeafletEventHandlerFnMap>(() => ({ tileerror: () => setHaveTilesFailed(true), tileload: () => setHaveTilesFailed(false) }), []);

  return (
    <Box
      dir="ltr"
      role="region"
      aria-label={t('addresses.form.map')}
      h={height}
      pos="relative"
      style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', isolation: 'isolate' }}
    >
      <MapContainer
        center={[position.latitude, position.longitude]}
        zoom={MAP_ZOOM}
        style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
        scrollWheelZoom={false}
      >
        {mapTileUrl ? <TileLayer url={mapTileUrl} attribution={MAP_ATTRIBUTION} maxZoom={19} eventHandlers={tileEvents} /> : null}
        <Marker
          position={[position.latitude, position.longitude]}
          icon={PIN}
          draggable
          eventHandlers={handlers}
          title={t('addresses.form.pin')}
          alt={t('addresses.form.pin')}
        />
        <FollowPosition position={position} />
        <DropOnTap onMove={onMove} />
      </MapContainer>
      {haveTilesFailed ? (
        // Clear of the zoom buttons (top left, the map being ltr); taps go through to the map.
        <Text dir={dir} role="status" size="sm" pos="absolute" top={8} left={52} right={8} p="xs" bg="var(--mantine-color-body)" style={NOTE_STYLE}>
          {t('addresses.form.tilesUnavailable')}
        </Text>
      ) : null}
    </Box>
  );
}
