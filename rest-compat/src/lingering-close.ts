import { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** How long, and how much of an unread body, the server keeps reading (and dropping) after its answer. */
export const LINGER_MS = 2_000;
export const LINGER_BYTES = 8 * 1024 * 1024;

/**
 * A lingering close, as nginx does it. When a request is answered before its body has been read (a 413 at the upload
 * limit, a 404 to a caller who may not upload) with `Connection: close`, Node would close the socket at once; the
 * client, still sending, then fails its write (EPIPE, or a reset) and may report that failure instead of the answer
 * it was sent — a browser shows a network error, not "Files can be at most 20 MB". Here the server sends its answer,
 * half-closes, and reads and drops what still arrives for at most {@link LINGER_MS} and {@link LINGER_BYTES} (the
 * client has read the answer by then), then cuts the connection. Nothing of the dropped body is kept.
 */
export function lingerBeforeClosing(req: IncomingMessage): void {
  const socket = req.socket;
  socket.destroySoon = function lingeringDestroySoon(this: Socket) {
    if (req.complete) {
      Socket.prototype.destroySoon.call(this);
      return;
    }
    this.end();
    const cut = () => this.destroy();
    const timer = setTimeout(cut, LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    let dropped = 0;
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) cut();
    });
    req.once('end', cut);
    req.resume();
  };
}
