import type { APIResponse, Page, WebSocketRoute } from '@playwright/test';
import WebSocket from 'ws';
import { e2eApiPort, e2eApiUrl } from './e2e-env';

/** Where the page's API traffic goes now: a stand-in's URL, or null for "down" (connections refused). */
export type ApiTarget = () => string | null;

/**
 * Sends the page's calls to the shared stand-in (HTTP and the Realtime websocket) to another stand-in
 * instead, so a test can use a database of its own, take it down and bring it back. `paths` limits
 * the HTTP calls moved (default: all). The built site knows only the shared stand-in's address;
 * both servers sign tokens with the same secret, so a session is valid on either.
 */
export async function routeApiTo(page: Page, target: ApiTarget, paths = '/**') {
  await page.route(`${e2eApiUrl}${paths}`, async (route) => {
    const url = target();
    if (!url) return route.abort('connectionrefused');
    let response: APIResponse;
    try {
      response = await route.fetch({ url: route.request().url().replace(e2eApiUrl, url) });
    } catch {
      return route.abort('connectionrefused').catch(requestGone);
    }
    await route.fulfill({ response }).catch(requestGone);
  });
  await page.routeWebSocket(`ws://127.0.0.1:${e2eApiPort}/realtime/**`, (socket) => relay(socket, target()));
}

/**
 * The page let go of the request while the stand-in answered it (it navigated, or a test stopped its stand-in and
 * the page's fetch was cancelled): nothing is left to answer, and the route already counts as handled.
 */
const requestGone = () => undefined;

/** Relays one page websocket to the target stand-in, and closes it when either end goes away. */
function relay(socket: WebSocketRoute, url: string | null) {
  if (!url) {
    socket.close({ code: 1011, reason: 'stand-in down' });
    return;
  }
  const upstream = new WebSocket(socket.url().replace(`ws://127.0.0.1:${e2eApiPort}`, url.replace(/^http/, 'ws')));
  // realtime-js sends text frames and binary ones (its v2 serializer); each is passed on as it came.
  const waiting: Array<string | Buffer> = [];
  upstream.on('open', () => waiting.splice(0).forEach((message) => upstream.send(message)));
  upstream.on('message', (data, isBinary) => socket.send(isBinary ? Buffer.from(data as Buffer) : data.toString()));
  upstream.on('close', () => socket.close({ code: 1011, reason: 'stand-in closed the connection' }));
  upstream.on('error', () => socket.close({ code: 1011, reason: 'stand-in unreachable' }));
  socket.onMessage((message) => {
    if (upstream.readyState === WebSocket.OPEN) upstream.send(message);
    else waiting.push(message);
  });
  socket.onClose(() => upstream.close());
}
