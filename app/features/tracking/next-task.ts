/**
 * Runs `task` in a task of its own, right after the current one. Mount effects run together in the
 * task that hydrates the page; building and sending these calls there would lengthen the one long
 * task a phone spends before it answers a tap. A message, not a timer: a task with no delay, which
 * the timers a page may throttle or a test may hold back do not touch. Returns the cancel.
 */
export function inTaskOfItsOwn(task: () => void): () => void {
  let cancelled = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) task();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/**
 * Resolves in a task of its own: an async job awaits it between steps that each block the page
 * for a while (a first read of local or session storage, of `document.cookie`), so that a tap
 * waits for one step, not for all of them.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => void inTaskOfItsOwn(resolve));
}
