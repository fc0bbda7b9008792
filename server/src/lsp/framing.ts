// The stdio transport's framing, checked before vscode-jsonrpc reads it. A message is `Content-Length: N` headers, a
// blank line and N bytes; the library's reader, given a header without a (numeric) Content-Length, raised an error
// nobody listened to and then read the body as the next header: the server went silent (issue 22, F17). Here such a
// header is reported (the server logs it and answers a JSON-RPC parse error), its bytes are dropped up to the next
// `Content-Length` header, and reading goes on from there.

import { Transform, type TransformCallback } from 'node:stream';

/** The longest header block read (real headers are a few dozen bytes). */
const MAX_HEADER_BYTES = 16 * 1024;
const SEPARATOR = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /content-length\s*:/i;

export class FramingGuard extends Transform {
  private pending = Buffer.alloc(0);
  /** Body bytes still to pass through unread. */
  private body = 0;
  /** Dropping bytes until the next Content-Length header. */
  private resync = false;

  constructor(private readonly report: (problem: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    let data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (data.length) {
      if (this.body > 0) {
        const n = Math.min(this.body, data.length);
        this.push(data.subarray(0, n));
        this.body -= n;
        data = data.subarray(n);
        continue;
      }
      if (this.resync) {
        const at = indexOfContentLength(data);
        if (at < 0) {
          // Keep a tail in case the header's name is cut by the chunk's end.
          this.pending = Buffer.from(data.subarray(Math.max(0, data.length - 16)));
          break;
        }
        this.resync = false;
        data = data.subarray(at);
        continue;
      }
      const end = data.indexOf(SEPARATOR);
      if (end < 0) {
        // Too long to be a header: reported, and the next header looked for after its first byte.
        if (data.length > MAX_HEADER_BYTES) { this.reject('a message header longer than 16 KB'); data = data.subarray(1); continue; }
        this.pending = Buffer.from(data);
        break;
      }
      const header = data.subarray(0, end).toString('ascii');
      const length = contentLength(header);
      if (typeof length === 'string') {
        this.reject(length);
        data = data.subarray(end + SEPARATOR.length);
        continue;
      }
      this.push(data.subarray(0, end + SEPARATOR.length));
      this.body = length;
      data = data.subarray(end + SEPARATOR.length);
    }
    done();
  }

  private reject(problem: string): void {
    this.report(problem);
    this.resync = true;
  }
}

/** The Content-Length of a header block, or what is wrong with it. */
function contentLength(header: string): number | string {
  const line = header.split('\r\n').find((l) => /^content-length\s*:/i.test(l));
  if (line === undefined) return `a message header without Content-Length (${JSON.stringify(header.slice(0, 80))})`;
  const value = line.slice(line.indexOf(':') + 1).trim();
  if (!/^\d{1,15}$/.test(value)) return `a message header whose Content-Length is not a number (${JSON.stringify(value.slice(0, 40))})`;
  return Number(value);
}

function indexOfContentLength(data: Buffer): number {
  const m = CONTENT_LENGTH.exec(data.toString('latin1'));
  return m ? m.index : -1;
}
