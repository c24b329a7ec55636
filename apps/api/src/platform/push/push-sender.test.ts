import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFcmPushSender } from './push-sender';

/**
 * Google's two endpoints stood in for by a local HTTP server that does what they do: the token
 * endpoint verifies the service account's signed assertion with its public key before it answers an
 * access token; the send endpoint wants that token and answers 404 UNREGISTERED for a gone device.
 */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const CLIENT_EMAIL = 'push@servicebay-demo.iam.gserviceaccount.com';
const ACCESS_TOKEN = 'ya29.test-access-token';
let server: Server;
let baseUrl: string;
const received = { tokenRequests: 0, messages: [] as unknown[] };

beforeAll(async () => {
  const verifyKey = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }) as string, 'RS256');
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', async () => {
      if (request.url === '/token') {
        received.tokenRequests++;
        const form = new URLSearchParams(body);
        try {
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('grant');
          const { payload } = await jwtVerify(form.get('assertion')!, verifyKey, { issuer: CLIENT_EMAIL, audience: `${baseUrl}/token` });
          if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw new Error('scope');
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: ACCESS_TOKEN, expires_in: 3599 }));
        } catch {
          response.writeHead(400).end('{"error":"invalid_grant"}');
        }
        return;
      }
      if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return void response.writeHead(401).end();
      const { message } = JSON.parse(body) as { message: { token: string } };
      if (message.token === 'gone-device') return void response.writeHead(404).end('{"error":{"status":"NOT_FOUND","details":[{"errorCode":"UNREGISTERED"}]}}');
      received.messages.push(message);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"projects/demo/messages/1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sender = (key = privateKey) =>
  createFcmPushSender({
    projectId: 'demo',
    clientEmail: CLIENT_EMAIL,
    privateKey: key.export({ type: 'pkcs8', format: 'pem' }) as string,
    tokenUrl: `${baseUrl}/token`,
    sendUrl: `${baseUrl}/send`,
  });

const message = (token: string) => ({ brandId: 'b', token, title: 'Your booking', body: 'Booking BK1: Picked Up', data: { bookingId: 'x' } });

describe('the FCM push adapter (HTTP v1)', () => {
  it('signs in with the service account once and sends each message with its notification and data', async () => {
    const fcm = sender();
    expect(await fcm.send(message('device-1'))).toBe('sent');
    expect(await fcm.send(message('device-2'))).toBe('sent');
    expect(received.tokenRequests).toBe(1);
    expect(received.messages).toEqual([
      { token: 'device-1', notification: { title: 'Your booking', body: 'Booking BK1: Picked Up' }, data: { bookingId: 'x' } },
      { token: 'device-2', notification: { title: 'Your booking', body: 'Booking BK1: Picked Up' }, data: { bookingId: 'x' } },
    ]);
  });

  it('reports a device FCM no longer knows as gone', async () => {
    expect(await sender().send(message('gone-device'))).toBe('gone');
  });

  it('fails, to be retried, when the assertion is not signed by the service account', async () => {
    const { privateKey: stranger } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expect(sender(stranger).send(message('device-3'))).rejects.toThrow(/FCM sign-in failed: 400/);
  });
});
