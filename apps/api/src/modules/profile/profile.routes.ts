import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCEPTED_UPLOADS, ZPersonalDetails, ZProfile, ZSettingsPatch, ZUserSettings } from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { fileOf, readMultipartForm } from '../../platform/http/multipart';
import { bearer, customerScope, MULTIPART } from '../../platform/http/route-kit';
import type { ProfileService } from './profile.service';

export const profileRoutes =
  ({ profile }: { profile: ProfileService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['profile'];

    app.get(
      '/users/me/profile',
      { schema: { tags, summary: 'Profile: user record, completeness, reward points, city', security: bearer, response: responses(ZProfile) } },
      async (request) => ok(await profile.profile(request.brand, customerScope(request))),
    );

    app.put(
      '/users/me/profile',
      { schema: { tags, summary: 'Save personal details (stores completeness 40)', security: bearer, body: ZPersonalDetails, response: responses(ZProfile) } },
      async (request) => ok(await profile.savePersonalDetails(request.brand, customerScope(request), request.body)),
    );

    app.post(
      '/users/me/profile/avatar',
      {
        schema: {
          tags,
          summary: 'Upload the profile image (multipart field "file": png, jpg or svg)',
          security: bearer,
          ...MULTIPART,
          response: responses(ZProfile),
        },
      },
      async (request) => {
        const owner = customerScope(request);
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.profileImage, 'Please upload valid format');
        return ok(await profile.saveAvatar(request.brand, owner, fileOf(form, 'file')));
      },
    );

    app.get('/users/me/settings', { schema: { tags, summary: 'User settings', security: bearer, response: responses(ZUserSettings) } }, async (request) =>
      ok((await profile.profile(request.brand, customerScope(request))).settings),
    );

    app.patch(
      '/users/me/settings',
      {
        schema: {
          tags,
          summary: 'Change language, notifications, reminders or pricing segment',
          security: bearer,
          body: ZSettingsPatch,
          response: responses(ZUserSettings),
        },
      },
      async (request) => ok(await profile.updateSettings(request.brand, customerScope(request), request.body)),
    );
  };
