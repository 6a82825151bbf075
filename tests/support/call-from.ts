/** A request to a server on loopback as another client would send it: on a fresh connection, from an address of its own, with only the cookies given. */
import http from "node:http";

export interface Answer {
  status: number;
  cookies: string[];
  location: string | undefined;
  body: string;
}

/** One request on a fresh connection from `from` (a loopback address: another client), with the cookies given. */
export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  /** "name=value" pairs for the Cookie header. */
  cookies?: string[];
  /** The loopback address to send from (127.0.0.2, ...): another client, as the server sees it. */
  from?: string;
}

export function callFrom(port: number, pathname: string, options: CallOptions = {}): Promise<Answer> {
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers["Content-Type"] = options.json !== undefined ? "application/json" : "application/x-www-form-urlencoded";
    headers["Content-Length"] = String(Buffer.byteLength(body));
  }
  if (options.cookies?.length) headers.Cookie = options.cookies.join("; ");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!),
            location: res.headers.location,
            body: text,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
