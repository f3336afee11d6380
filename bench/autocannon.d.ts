// The part of autocannon's API the benches use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Requests cycled through by every connection; setupRequest may rewrite each one before it is sent. */
    requests?: Request[];
  }

  export interface Request {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
  }

  interface Stats {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    requests: Stats & { total: number; sent: number };
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(opts: Options): Instance;
  export default autocannon;
}
