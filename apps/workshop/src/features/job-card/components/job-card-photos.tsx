import { ActionIcon, Anchor, Button, FileButton, Group, Image, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ApiError, useAddJobCardImage, useRemoveJobCardImage } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, MAX_JOB_CARD_IMAGES, MAX_UPLOAD_BYTES, percentOf, type TJobCard } from '@servicebay/domain';
import { CameraIcon, checkPickedFile, TrashIcon } from '@servicebay/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, notifyApiError, notifySuccess } from '../../../shared/notify';

type Upload = { done: number; total: number };

/**
 * The photos of the vehicle at intake (workshop spec section 3, 'body damage images'), stored
 * through the storage adapter. Several may be picked at once: they go one after another with the
 * count shown, each checked by its bytes first, and one that fails does not stop the rest.
 */
export function JobCardPhotos({ card, workshopId, canChange }: { card: TJobCard; workshopId: string; canChange: boolean }) {
  const { t } = useTranslation();
  const add = useAddJobCardImage();
  const remove = useRemoveJobCardImage();
  const [upload, setUpload] = useState<Upload | null>(null);
  const room = MAX_JOB_CARD_IMAGES - card.images.length;

  async function send(files: File[]) {
    if (files.length > room) notifyApiError(null, t('workshop.photos.full', { max: MAX_JOB_CARD_IMAGES }));
    const picked = files.slice(0, Math.max(room, 0));
    for (const [index, file] of picked.entries()) {
      setUpload({ done: index, total: picked.length });
      const check = await checkPickedFile(file, ACCEPTED_UPLOADS.vehicleImage, MAX_UPLOAD_BYTES);
      if (!check.ok) {
        notifyApiError(null, t(check.problem === 'tooLarge' ? 'errors.upload/too-large' : 'errors.upload/unsupported-type'));
        continue;
      }
      await add
        .mutateAsync({ workshopId, jobCardId: card.jobCardId, file })
        .catch((error: unknown) =>
          notifyApiError(error, uploadProblem(error, { full: t('workshop.photos.full', { max: MAX_JOB_CARD_IMAGES }), failed: t('workshop.photos.failed') })),
        );
    }
    setUpload(null);
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="photos-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="photos-heading">
              {t('workshop.photos.heading')} <Text span c="dimmed" fw={400}>{`${card.images.length}/${MAX_JOB_CARD_IMAGES}`}</Text>
            </Title>
            <Text size="sm" c="dimmed">
              {t('workshop.photos.hint', { max: MAX_JOB_CARD_IMAGES })}
            </Text>
          </div>
          {canChange ? (
            <FileButton
              multiple
              accept={ACCEPTED_UPLOADS.vehicleImage.join(',')}
              onChange={(files) => void send(files)}
              disabled={upload !== null || room <= 0}
            >
              {(props) => (
                <Button {...props} variant="light" leftSection={<CameraIcon size={18} />} disabled={upload !== null || room <= 0}>
                  {t('workshop.photos.add')}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
        {upload ? (
          <Stack gap={4} role="status">
            <Text size="sm">{t('workshop.photos.uploading', { done: upload.done + 1, total: upload.total })}</Text>
            <Progress value={percentOf(upload.done, upload.total)} animated aria-hidden />
          </Stack>
        ) : null}
        {card.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('workshop.photos.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" component="ul" className="job-card-photos">
            {card.images.map((image, index) => (
              <li key={image.name} className="job-card-photos__item">
                <Anchor href={image.url} target="_blank" rel="noopener">
                  <Image src={image.url} alt={t('workshop.photos.photo', { number: index + 1 })} radius="md" h={110} fit="cover" loading="lazy" />
                </Anchor>
                {canChange ? (
                  <ActionIcon
                    className="job-card-photos__remove"
                    variant="filled"
                    color="dark"
                    radius="xl"
                    aria-label={t('workshop.photos.remove', { number: index + 1 })}
                    loading={remove.isPending && remove.variables?.name === image.name}
                    onClick={() =>
                      remove.mutate(
                        { workshopId, jobCardId: card.jobCardId, name: image.name },
                        { onSuccess: () => notifySuccess(t('workshop.photos.removed')), onError: (error) => notifyApiError(error) },
                      )
                    }
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                ) : null}
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/** The server's refusal when it names one (full, wrong type, too large); anything else is the spec's upload failure. */
function uploadProblem(error: unknown, texts: { full: string; failed: string }): string {
  if (error instanceof ApiError && error.code === 'jobCards/images-full') return texts.full;
  if (error instanceof ApiError && error.code.startsWith('upload/')) return apiErrorText(error);
  return texts.failed;
}
