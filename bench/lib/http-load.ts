/**
 * A wrk-like HTTP/1.1 client on raw keep-alive sockets (Bun.connect): each connection sends its next request as soon
 * as the answer before it is whole, so the client costs little beside the server it loads. Answers are framed by
 * Content-Length or chunked encoding; no compression is asked for (as wrk sends). No wrk on this machine, and
 * Bun's fetch spends several times the CPU per request of a bare socket, which a 2-core machine takes from the server.
 */
import type { Socket } from "bun";

const HEADER_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

/** One keep-alive connection: one request at a time, its answer's status and size. */
export class HttpConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (r: { status: number; bytes: number }) => void; reject: (e: Error) => void } | null = null;
  private closed = false;

  private constructor(private socket: Socket<undefined>) {}

  static async open(base: string): Promise<HttpConnection> {
    const url = new URL(base);
    let connection: HttpConnection | undefined;
    const socket = await Bun.connect({
      hostname: url.hostname,
      port: Number(url.port),
      socket: {
        data(_socket, chunk) {
          connection?.received(chunk);
        },
        close() {
          connection?.fail(new Error("connection closed by the server"));
        },
        error(_socket, error) {
          connection?.fail(error);
        },
      },
    });
    socket.setNoDelay(true);
    connection = new HttpConnection(socket);
    return connection;
  }

  /** Sends the raw request (see `rawGet`) and resolves with the answer's status once its body is whole. */
  send(request: Uint8Array): Promise<{ status: number; bytes: number }> {
    if (this.closed) return Promise.reject(new Error("connection closed"));
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  close() {
    this.closed = true;
    this.socket.end();
  }

  private fail(error: Error) {
    this.closed = true;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }

  private received(chunk: Buffer) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headEnd = this.buffer.indexOf(HEADER_END);
    if (headEnd < 0) return;
    const head = this.buffer.toString("latin1", 0, headEnd);
    const status = Number(head.slice(9, 12));
    const bodyStart = headEnd + 4;
    let end: number;
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (length) end = bodyStart + Number(length[1]);
    else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      end = -1;
      let at = bodyStart;
      for (;;) {
        const lineEnd = this.buffer.indexOf(CRLF, at);
        if (lineEnd < 0) break;
        const size = Number.parseInt(this.buffer.toString("latin1", at, lineEnd), 16);
        if (size === 0) {
          if (this.buffer.length >= lineEnd + 4) end = lineEnd + 4;
          break;
        }
        at = lineEnd + 2 + size + 2;
      }
      if (end < 0) return;
    } else end = bodyStart;
    if (this.buffer.length < end) return;
    if (this.buffer.length > end) return this.fail(new Error("more bytes than one answer: the server sent what was not asked"));
    this.buffer = Buffer.alloc(0);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status, bytes: end - bodyStart });
  }
}

/** The bytes of `GET path` with the given headers, keep-alive (HTTP/1.1's default). */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}): Uint8Array {
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${new URL(base).host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
}

/** `runs` requests one after the other on one connection; milliseconds each, sorted. Any status but 200 throws. */
export async function sequential(base: string, request: Uint8Array, runs: number): Promise<number[]> {
  const connection = await HttpConnection.open(base);
  try {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const { status } = await connection.send(request);
      samples.push(performance.now() - start);
      if (status !== 200) throw new Error(`HTTP ${status}`);
    }
    return samples.sort((a, b) => a - b);
  } finally {
    connection.close();
  }
}

/**
 * `connections` keep-alive connections, each asking again as soon as it is answered, for `ms`; answers per second.
 * `request` is the same bytes each time, or made anew for each ask (a create's body); any status but `expected` throws.
 */
export async function closedLoop(base: string, request: Uint8Array | (() => Uint8Array), connections: number, ms: number, expected = 200): Promise<number> {
  const opened = await Promise.all(Array.from({ length: connections }, () => HttpConnection.open(base)));
  let answered = 0;
  const started = performance.now();
  const end = started + ms;
  try {
    await Promise.all(
      opened.map(async (connection) => {
        while (performance.now() < end) {
          const { status } = await connection.send(typeof request === "function" ? request() : request);
          if (status !== expected) throw new Error(`${base}: HTTP ${status}`);
          answered++;
        }
      }),
    );
    return answered / ((performance.now() - started) / 1000);
  } finally {
    for (const connection of opened) connection.close();
  }
}
