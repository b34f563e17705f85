import { PIX_SIGNATURE_HEADER, signWebhook, type Cob, type PixWebhookBody } from '../payments/pix-provider.js';

/** How a paid charge's webhook reaches the receiver (see sandboxPayPayloadSchema). */
export type Delivery = 'normal' | 'late' | 'twice' | 'reordered' | 'none';

/** Posts one signed notice; over HTTP when the server listens, through inject() in tests. */
export type WebhookDeliver = (rawBody: string, headers: Record<string, string>) => Promise<void>;

interface SenderOptions {
  webhookSecret: string;
  deliver: WebhookDeliver;
  onDeliveryError?: (error: unknown) => void;
}

/**
 * Signs and sends the sandbox's webhooks. Late ones wait on timers that
 * close() cancels; idle() lets tests wait for everything in flight.
 */
export function createWebhookSender(options: SenderOptions) {
  const inFlight = new Set<Promise<void>>();
  const timers = new Map<NodeJS.Timeout, () => void>();

  function post(body: PixWebhookBody): Promise<void> {
    const raw = JSON.stringify(body);
    const headers = { 'content-type': 'application/json', [PIX_SIGNATURE_HEADER]: signWebhook(options.webhookSecret, raw) };
    // A real PSP retries a failed delivery for a while; the receiver's reconciliation covers the rest.
    const sending = options.deliver(raw, headers).catch((error: unknown) => options.onDeliveryError?.(error));
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
    return sending;
  }

  function later(ms: number, body: PixWebhookBody): void {
    let resolveWait!: () => void;
    const waiting = new Promise<void>((resolve) => (resolveWait = resolve));
    inFlight.add(waiting);
    const done = () => {
      inFlight.delete(waiting);
      resolveWait();
    };
    const timer = setTimeout(() => {
      timers.delete(timer);
      void post(body).finally(done);
    }, ms);
    timers.set(timer, done);
  }

  /** `staleHorario`: a time before the payment, for the out-of-order notice. */
  async function send(cob: Cob, staleHorario: string, delivery: Delivery, delayMs: number): Promise<void> {
    const notice = { pix: cob.pix ?? [] };
    if (delivery === 'none') return;
    if (delivery === 'late') return later(delayMs, notice);
    if (delivery === 'twice') {
      await Promise.all([post(notice), post(notice)]);
      return;
    }
    await post(notice);
    // A stale copy (older time, wrong amount) after the real one: receivers must not trust bodies.
    if (delivery === 'reordered') await post({ pix: notice.pix.map((p) => ({ ...p, horario: staleHorario, valor: '0.01' })) });
  }

  async function idle(): Promise<void> {
    while (inFlight.size) await Promise.all([...inFlight]);
  }

  function close(): void {
    for (const [timer, done] of timers) {
      clearTimeout(timer);
      done();
    }
    timers.clear();
  }

  return { send, idle, close };
}
