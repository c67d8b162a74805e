import { isQuiet, note } from "./terminal";

export interface Progress {
  update(done: number): void;
  finish(): void;
}

const WIDTH = 30;

/**
 * Progress on stderr: a bar redrawn in place on a terminal; on a pipe or in cron, a plain line at every tenth,
 * so a log shows how far it got without a screenful of carriage returns.
 */
export function progress(label: string, total: number): Progress {
  const tty = !!process.stderr.isTTY && !isQuiet();
  let lastTenth = -1;
  let done = 0;
  const draw = () => {
    const share = total ? done / total : 1;
    if (tty) {
      const filled = Math.round(share * WIDTH);
      process.stderr.write(`\r${label} [${"#".repeat(filled)}${".".repeat(WIDTH - filled)}] ${Math.floor(share * 100)}% ${done}/${total}`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      note(`${label}: ${done}/${total} (${tenth * 10}%)`);
    }
  };
  return {
    update(n) {
      done = Math.min(n, total);
      draw();
    },
    finish() {
      done = total;
      draw();
      if (tty) process.stderr.write("\n");
    },
  };
}

/**
 * For work whose progress cannot be counted (a request the server answers once it is done): the label, and on a
 * terminal the seconds waited so far, redrawn in place each second. `stop` ends the line.
 */
export function waiting(label: string): { stop(): void } {
  const tty = !!process.stderr.isTTY && !isQuiet();
  if (!tty) {
    note(label);
    return { stop() {} };
  }
  const started = Date.now();
  const draw = () => process.stderr.write(`\r${label} ${Math.floor((Date.now() - started) / 1000)} s`);
  draw();
  const timer = setInterval(draw, 1000);
  return {
    stop() {
      clearInterval(timer);
      draw();
      process.stderr.write("\n");
    },
  };
}
