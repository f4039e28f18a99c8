/**
 * A queue worker's heartbeat (the mail worker, the notification dispatcher): run `work` every `pollMs` and
 * whenever kicked, one run at a time. A kick during a run asks for one more, for rows queued after the
 * run's last claim; a failed run is reported and the next poll tries again.
 */

export interface PollingLoop {
  /** Runs now, then every pollMs. */
  start(): void;
  /** Stops polling and waits for the run under way. Later kicks are ignored. */
  stop(): Promise<void>;
  kick(): void;
  /** Waits for the run under way, then works through what is due now (tests, scripts). */
  drain(): Promise<void>;
  /** Whether stop() was called: long work checks it between batches. */
  isStopped(): boolean;
}

export function createPollingLoop(options: {
  pollMs: number;
  work: () => Promise<void>;
  onError: (error: unknown) => void;
}): PollingLoop {
  const { pollMs, work, onError } = options;
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;
  let running: Promise<void> | undefined;
  let isKickedWhileRunning = false;

  function run(): void {
    if (running) {
      isKickedWhileRunning = true;
      return;
    }
    running = (async () => {
      do {
        isKickedWhileRunning = false;
        try {
          await work();
        } catch (error) {
          onError(error);
        }
      } while (isKickedWhileRunning && !isStopped);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    start() {
      if (timer || isStopped) return;
      timer = setInterval(run, pollMs);
      // The HTTP server keeps the process alive; the poll alone must not (tests, scripts).
      timer.unref();
      run();
    },
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
    kick() {
      if (!isStopped) run();
    },
    async drain() {
      await running;
      await work();
    },
    isStopped: () => isStopped,
  };
}
