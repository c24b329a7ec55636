import { Box, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DeferredModal, MOBILE_BREAKPOINT_PX, SearchIcon, SectionLoader } from '@servicebay/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type OptionListModalProps<T> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Undefined while loading. */
  options: readonly T[] | undefined;
  /** Loading failed: the customer is told to check the connection instead of waiting. */
  isFailed?: boolean;
  optionKey: (option: T) => string;
  /** The option's name: what the option button is called, and what the search matches unless `matches` says otherwise. */
  optionLabel: (option: T) => string;
  matches?: (option: T, query: string) => boolean;
  /** What the option shows; its name when not given. */
  renderOption?: (option: T) => ReactNode;
  isOptionDisabled?: (option: T) => boolean;
  selectedKey?: string | null;
  onPick: (option: T) => void;
  /** With a label, a search box filters the options by name. */
  searchLabel?: string;
  emptyText: string;
  /** Brands show as tiles, the rest as a list. */
  layout?: 'list' | 'grid';
  /** Above the options (a hint) and under them (an action). */
  header?: ReactNode;
  footer?: ReactNode;
};

/** A dialog to pick one of many: full screen on phones, searchable, with its own empty state. */
export function OptionListModal<T>(props: OptionListModalProps<T>) {
  const { opened, onClose, title, searchLabel, header, footer } = props;
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  const [query, setQuery] = useState('');

  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setQuery('')}
      title={title}
      fullScreen={isPhone}
      size="lg"
      radius={isPhone ? 0 : 'lg'}
    >
      <Stack gap="md">
        {header}
        {searchLabel && (
          <TextInput
            aria-label={searchLabel}
            placeholder={searchLabel}
            leftSection={<SearchIcon size={18} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-autofocus
            type="search"
          />
        )}
        <OptionList {...props} query={query} />
        {footer}
      </Stack>
    </DeferredModal>
  );
}

function OptionList<T>({
  options,
  isFailed,
  optionKey,
  optionLabel,
  matches,
  renderOption,
  isOptionDisabled,
  selectedKey,
  onPick,
  emptyText,
  layout = 'list',
  query,
}: OptionListModalProps<T> & { query: string }) {
  const { t } = useTranslation();
  if (isFailed) {
    return (
      <Text c="red" ta="center" py="xl" role="alert">
        {t('startup.body')}
      </Text>
    );
  }
  if (!options) {
    return <SectionLoader label={t('app.loading')} />;
  }
  const wanted = query.trim().toLowerCase();
  const isMatch = matches ?? ((option: T) => optionLabel(option).toLowerCase().includes(wanted));
  const shown = wanted ? options.filter((option) => isMatch(option, wanted)) : options;
  if (shown.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" role="status">
        {emptyText}
      </Text>
    );
  }
  // Tiles fill the row on a wide screen and fall to two a row on a phone.
  const listStyle =
    layout === 'grid'
      ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 'var(--mantine-spacing-sm)' }
      : { display: 'flex', flexDirection: 'column' as const, gap: 6 };
  return (
    <Box component="ul" role="list" m={0} p={0} style={{ listStyle: 'none', ...listStyle }}>
      {shown.map((option) => {
        const key = optionKey(option);
        const isSelected = key === selectedKey;
        return (
          <li key={key}>
            <UnstyledButton
              w="100%"
              p="sm"
              aria-current={isSelected || undefined}
              disabled={isOptionDisabled?.(option)}
              onClick={() => onPick(option)}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `1px solid ${isSelected ? 'var(--brand-primary)' : 'var(--mantine-color-gray-3)'}`,
                background: isSelected ? 'var(--mantine-color-brand-0)' : undefined,
                opacity: isOptionDisabled?.(option) ? 0.45 : 1,
                cursor: isOptionDisabled?.(option) ? 'not-allowed' : 'pointer',
              }}
            >
              {renderOption ? renderOption(option) : <Text fw={500}>{optionLabel(option)}</Text>}
            </UnstyledButton>
          </li>
        );
      })}
    </Box>
  );
}
