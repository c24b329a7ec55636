import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCEPTED_UPLOADS,
  CART_MESSAGES,
  ZCart,
  ZCartImageAdded,
  ZCartItem,
  ZCartItemChange,
  ZCartItemInput,
  ZCartOfferBody,
  ZCartWorkshopBody,
} from '@servicebay/domain';
import { ok, responses } from '../../platform/envelope';
import { fileOf, readMultipartForm } from '../../platform/http/multipart';
import { bearer, customerScope, idParams, MULTIPART, requestLanguage } from '../../platform/http/route-kit';
import type { CustomerAnswers } from '../../platform/customer-answers';
import type { CatalogService, ServiceMenuService } from '../catalog';
import type { WorkshopsService } from '../workshops';
import type { CartService } from './cart.service';

const params = idParams('cartItemId');

/**
 * The cart routes of customer spec section 7, for customers and guests alike (a guest's cart joins
 * the account it signs in to). Every change answers the whole cart, priced by the server.
 */
export const cartRoutes =
  ({
    cart,
    customerAnswers,
    catalog,
    serviceMenu,
    workshops,
  }: {
    cart: CartService;
    customerAnswers: CustomerAnswers;
    catalog: Pick<CatalogService, 'onChange'>;
    serviceMenu: Pick<ServiceMenuService, 'onChange'>;
    workshops: Pick<WorkshopsService, 'onChange'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['cart'];
    const answer = responses(ZCart);

    // A kept cart (decision 0024) is forgotten with its customer's answers on any change of theirs (a
    // cart change, the selected vehicle, the pricing segment: each records a user event); it is
    // priced from the vehicle catalogue, the brand's menu and its workshops, so a change to any of
    // those in this process drops every kept answer (another process's shows within the 60 s a kept
    // answer lives at most, customer-answers.ts).
    for (const onChange of [catalog.onChange, serviceMenu.onChange, workshops.onChange]) {
      const stopListening = onChange(customerAnswers.forgetAll);
      app.addHook('onClose', async () => void stopListening());
    }

    app.get(
      '/transaction/cart',
      { schema: { tags, summary: 'My cart, priced for my selected vehicle', security: bearer, response: answer } },
      (request, reply) => {
        const owner = customerScope(request);
        const language = requestLanguage(request);
        return customerAnswers.send(request, reply, owner, cart.answerKey(request.brand, language), async () =>
          ok(await cart.cart(request.brand, owner, language)),
        );
      },
    );

    app.delete(
      '/transaction/cart',
      { schema: { tags, summary: 'Empty my cart (and drop its offer code)', security: bearer, response: answer } },
      async (request) => ok(await cart.empty(request.brand, customerScope(request), requestLanguage(request))),
    );

    app.patch(
      '/transaction/cart',
      { schema: { tags, summary: 'Apply a promo code to my cart, or remove it with null', security: bearer, body: ZCartOfferBody, response: answer } },
      async (request) => ok(await cart.applyOfferCode(request.brand, customerScope(request), request.body.offerCode, requestLanguage(request))),
    );

    app.put(
      '/transaction/cart/workshop',
      {
        schema: {
          tags,
          summary: 'Move every item of my cart to a workshop (the cart’s Change workshop)',
          security: bearer,
          body: ZCartWorkshopBody,
          response: answer,
        },
      },
      async (request) => ok(await cart.moveToWorkshop(request.brand, customerScope(request), request.body.workshopId, requestLanguage(request))),
    );

    app.post(
      '/transaction/cart/items',
      {
        schema: {
          tags,
          summary: 'Add a service (each at most once); prices come from the catalogue',
          security: bearer,
          body: ZCartItemInput,
          response: answer,
        },
      },
      async (request) => ok(await cart.addItem(request.brand, customerScope(request), request.body, requestLanguage(request))),
    );

    app.get(
      '/transaction/cart/items/:cartItemId',
      { schema: { tags, summary: 'One item of my cart', security: bearer, params, response: responses(ZCartItem) } },
      async (request) => ok(await cart.item(request.brand, customerScope(request), request.params.cartItemId, requestLanguage(request))),
    );

    app.put(
      '/transaction/cart/items/:cartItemId',
      { schema: { tags, summary: 'Change an item’s add-ons or workshop', security: bearer, params, body: ZCartItemChange, response: answer } },
      async (request) => ok(await cart.updateItem(request.brand, customerScope(request), request.params.cartItemId, request.body, requestLanguage(request))),
    );

    app.delete(
      '/transaction/cart/items/:cartItemId',
      { schema: { tags, summary: 'Remove an item from my cart', security: bearer, params, response: answer } },
      async (request) => ok(await cart.removeItem(request.brand, customerScope(request), request.params.cartItemId, requestLanguage(request))),
    );

    app.post(
      '/transaction/cart/items/:cartItemId/images',
      {
        schema: {
          tags,
          summary: 'Attach a photo to an item (multipart field "file": png or jpg)',
          security: bearer,
          params,
          ...MULTIPART,
          response: responses(ZCartImageAdded),
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, ACCEPTED_UPLOADS.vehicleImage, CART_MESSAGES.imageFormat);
        return ok(await cart.addImage(customerScope(request), request.params.cartItemId, fileOf(form, 'file')));
      },
    );

    app.delete(
      '/transaction/cart/items/:cartItemId/images',
      {
        schema: {
          tags,
          summary: 'Remove a photo of an item, named by its URL',
          security: bearer,
          params,
          querystring: z.object({ url: z.string().min(1).max(2_000) }),
          response: answer,
        },
      },
      async (request) =>
        ok(await cart.removeImage(request.brand, customerScope(request), request.params.cartItemId, request.query.url, requestLanguage(request))),
    );
  };
