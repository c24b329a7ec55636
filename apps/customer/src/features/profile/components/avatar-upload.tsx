import { Avatar, Stack } from '@mantine/core';
import { useUploadAvatar } from '@servicebay/api-client';
import { ACCEPTED_UPLOADS, MAX_UPLOAD_BYTES, type TProfile } from '@servicebay/domain';
import { CameraIcon, checkPickedFile, FilePickButton } from '@servicebay/ui';
import { useTranslation } from 'react-i18next';
import { notifyApiError, notifySuccess } from '../../../shared/notify';

/** The profile photo and its change button: a file on computers, the front camera on phones. */
export function AvatarUpload({ profile }: { profile: TProfile }) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();

  async function uploadPhoto(file: File) {
    // Refused here by the server's own rule (png, jpg or svg by their bytes; 5 MiB), without a round trip.
    const check = await checkPickedFile(file, ACCEPTED_UPLOADS.profileImage, MAX_UPLOAD_BYTES);
    if (!check.ok) {
      notifyApiError(null, t(check.problem === 'tooLarge' ? 'errors.upload/too-large' : 'errors.upload/unsupported-type'));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notifySuccess(t('profile.photoSaved')),
      onError: (error) => notifyApiError(error),
    });
  }

  return (
    <Stack align="center" gap="xs">
      <Avatar
        src={profile.profileImageUrl}
        name={profile.name ?? undefined}
        color="initials"
        size={96}
        radius={96}
        alt={t('profile.photoAlt')}
        style={{ border: '3px solid var(--brand-primary)' }}
      />
      <FilePickButton
        accept={ACCEPTED_UPLOADS.profileImage}
        camera="user"
        onPick={(file) => void uploadPhoto(file)}
        loading={upload.isPending}
        variant="subtle"
        size="xs"
        leftSection={<CameraIcon size={16} />}
      >
        {t('profile.changePhoto')}
      </FilePickButton>
    </Stack>
  );
}
