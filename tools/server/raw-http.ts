/**
 * HTTP requests as a test or a benchmark needs them: the path sent exactly as written, nothing
 * decompressed, no redirect followed, a fresh connection each time.
 */
import http from 'node:http';
import net from 'node:net';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

export function request(
  base: string,
  requestPath: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<RawResponse> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request({host: hostname, port, path: requestPath, method, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Sends `target` as the request target byte for byte (raw UTF-8 or control characters included, which
 * node:http refuses to send) and returns the status line's code and the headers.
 */
export function requestBytes(base: string, target: Buffer): Promise<{status: number; headers: string}> {
  const {hostname} = new URL(base);
  return sendRaw(
    base,
    Buffer.concat([
      Buffer.from('GET '),
      target,
      Buffer.from(` HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    ]),
  );
}

/** Sends `message` as it is (a request node:http would not send) and returns the status and the headers. */
export function sendRaw(base: string, message: Buffer | string): Promise<{status: number; headers: string}> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('connect', () => socket.write(message));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('end', () => {
      const head = received.split('\r\n\r\n')[0] ?? '';
      resolve({status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head});
    });
    socket.on('error', reject);
  });
}
