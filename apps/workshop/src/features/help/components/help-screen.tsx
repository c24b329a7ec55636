import { Accordion, Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { STAFF_LOCK_MINUTES, STAFF_MAX_FAILED_SIGN_INS, STAFF_ROLES, type TPermissionArea, type TStaffRole } from '@servicebay/domain';
import { useLocale } from '@servicebay/i18n';
import { MailIcon, PhoneIcon, ScreenHeader } from '@servicebay/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areasToCome } from '../../../shared/product-areas';
import { roleAccess } from '../role-access';

type HelpScreenProps = { myRole: TStaffRole; support: { phone: string; email: string } };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function AreaBadges({ areas, access }: { areas: TPermissionArea[]; access: 'change' | 'read' }) {
  const { t } = useTranslation();
  if (areas.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {t(`workshop.help.${access}`)}
      </Text>
      <Group gap={6}>
        {areas.map((area) => (
          <Badge key={area} variant="light" color={access === 'change' ? 'brand' : 'gray'} radius="sm" tt="none" fw={500} size="lg">
            {t(`workshop.areas.${area}.name`)}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** Help: what each role may do, read from the permission matrix in the reader's language, and how to reach support. */
export function HelpScreen({ myRole, support }: HelpScreenProps) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const nameOf = (area: TPermissionArea) => t(`workshop.areas.${area}.name`);
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  return (
    <>
      <ScreenHeader title={t('workshop.help.heading')} description={t('workshop.help.intro')} />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Stack gap="lg" style={{ gridColumn: 'span 2' }}>
          <Section title={t('workshop.help.rolesHeading')}>
            <Accordion variant="separated" radius="md" defaultValue={myRole}>
              {STAFF_ROLES.map((role) => {
                const access = roleAccess(role);
                return (
                  <Accordion.Item key={role} value={role}>
                    <Accordion.Control>
                      <Group gap="xs" wrap="nowrap">
                        <Text fw={600}>{t(`workshop.roles.${role}.name`)}</Text>
                        {role === myRole ? (
                          <Badge size="sm" variant="filled" radius="sm">
                            {t('workshop.help.yourRole')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t(`workshop.roles.${role}.summary`)}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Stack gap="md">
                        <AreaBadges areas={access.change} access="change" />
                        <AreaBadges areas={access.read} access="read" />
                        {access.closed.length > 0 ? (
                          <Text size="sm" c="dimmed">
                            {t('workshop.help.closed', { areas: list.format(access.closed.map(nameOf)) })}
                          </Text>
                        ) : null}
                      </Stack>
                    </Accordion.Panel>
                  </Accordion.Item>
                );
              })}
            </Accordion>
          </Section>
        </Stack>
        <Stack gap="lg">
          <Section title={t('workshop.help.supportHeading')}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('workshop.help.supportIntro')}
              </Text>
              {support.phone ? (
                <Anchor href={`tel:${support.phone.replace(/\s+/g, '')}`} size="sm">
                  <Group gap={8} wrap="nowrap">
                    <PhoneIcon size={18} />
                    <span>{t('workshop.help.call', { phone: `\u2066${support.phone}\u2069` })}</span>
                  </Group>
                </Anchor>
              ) : null}
              {support.email ? (
                <Anchor href={`mailto:${support.email}`} size="sm">
                  <Group gap={8} wrap="nowrap">
                    <MailIcon size={18} />
                    <span>{t('workshop.help.mail', { email: `\u2066${support.email}\u2069` })}</span>
                  </Group>
                </Anchor>
              ) : null}
            </Stack>
          </Section>
          <Section title={t('workshop.help.rulesHeading')}>
            <List size="sm" spacing="xs">
              <List.Item>{t('workshop.help.whoGivesRoles')}</List.Item>
              <List.Item>{t('workshop.help.notYourself')}</List.Item>
              <List.Item>{t('workshop.help.lockOut', { count: STAFF_MAX_FAILED_SIGN_INS, minutes: STAFF_LOCK_MINUTES })}</List.Item>
            </List>
          </Section>
          <Section title={t('workshop.help.comingHeading')}>
            <Text size="sm" c="dimmed" mb="sm">
              {t('workshop.help.comingIntro')}
            </Text>
            <Group gap={6}>
              {areasToCome().map((area) => (
                <Badge key={area} variant="default" radius="sm" tt="none" fw={500}>
                  {nameOf(area)}
                </Badge>
              ))}
            </Group>
          </Section>
        </Stack>
      </SimpleGrid>
    </>
  );
}
