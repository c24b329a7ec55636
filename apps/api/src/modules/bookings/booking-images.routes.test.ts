import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithBooking } from '../../../test/booking-factories';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipart, PDF, PNG } from '../../../test/garage-factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("a booking's photos (customer spec sections 5 and 7)", () => {
  it('are added as png or jpeg, six at most, shown on the booking and removed by their URL', async () => {
    const shopper = await customerWithBooking(t.app);
    const upload = (file: Buffer, filename: string) =>
      shopper.call({ method: 'POST', url: `/api/transaction/booking/${shopper.bookingId}/images`, payload: multipart([{ name: 'file', file, filename }]) });
    const first = await upload(PNG, 'scratch.png');
    expect(first.statusCode, first.body).toBe(200);
    const { message, url } = (first.json().data as { message: string; url: string }[])[0]!;
    expect(message).toBe('Image uploaded successfully');
    expect((await shopper.booking()).userImages).toEqual([url]);
    expect((await shopper.call({ method: 'GET', url })).statusCode).toBe(200);

    const pdf = await upload(PDF, 'scratch.png');
    expect([pdf.statusCode, pdf.json().error.message]).toEqual([400, 'Please upload valid format']);
    for (let i = 0; i < 5; i++) expect((await upload(PNG, `more-${i}.png`)).statusCode).toBe(200);
    const seventh = await upload(PNG, 'seventh.png');
    expect([seventh.statusCode, seventh.json().error.message]).toEqual([400, 'A booking holds at most 6 photos']);
    expect((await shopper.booking()).userImages).toHaveLength(6);

    const removed = await shopper.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}/images?url=${encodeURIComponent(url)}` });
    expect(removed.json().data).toEqual([{ message: 'Image deleted successfully' }]);
    expect((await shopper.booking()).userImages).not.toContain(url);
    expect((await shopper.call({ method: 'GET', url })).statusCode).toBe(404);
    const again = await shopper.call({ method: 'DELETE', url: `/api/transaction/booking/${shopper.bookingId}/images?url=${encodeURIComponent(url)}` });
    expect(again.statusCode).toBe(404);
  });

  it("are no one else's to add or remove, and a cancelled booking takes none", async () => {
    const owner = await customerWithBooking(t.app);
    const added = await owner.call({
      method: 'POST',
      url: `/api/transaction/booking/${owner.bookingId}/images`,
      payload: multipart([{ name: 'file', file: PNG, filename: 'a.png' }]),
    });
    const { url } = (added.json().data as { url: string }[])[0]!;
    const stranger = await customerWithBooking(t.app);
    const foreignAdd = await stranger.call({
      method: 'POST',
      url: `/api/transaction/booking/${owner.bookingId}/images`,
      payload: multipart([{ name: 'file', file: PNG, filename: 'x.png' }]),
    });
    expect(foreignAdd.statusCode).toBe(404);
    const foreignRemove = await stranger.call({ method: 'DELETE', url: `/api/transaction/booking/${owner.bookingId}/images?url=${encodeURIComponent(url)}` });
    expect(foreignRemove.statusCode).toBe(404);
    expect((await owner.booking()).userImages).toEqual([url]);

    expect((await owner.call({ method: 'DELETE', url: `/api/transaction/booking/${owner.bookingId}` })).statusCode).toBe(200);
    const late = await owner.call({
      method: 'POST',
      url: `/api/transaction/booking/${owner.bookingId}/images`,
      payload: multipart([{ name: 'file', file: PNG, filename: 'b.png' }]),
    });
    expect([late.statusCode, late.json().error.message]).toEqual([400, 'This booking can no longer be changed']);
  });
});
