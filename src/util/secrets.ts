/** "AIza…WXYZ": enough to tell keys apart, never enough to use one. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '…' : `${key.slice(0, 4)}…${key.slice(-4)}`;
}

/** Remove a secret from text about to be shown or saved. */
export function redact(text: string, secret: string | undefined): string {
  return secret && secret.length >= 6 ? text.split(secret).join(maskKey(secret)) : text;
}

/**
 * The API key of this process, so that files written far from the command
 * line (summary files) can mask it too. One key per process: every session of
 * a batch uses the same one.
 */
let processSecret: string | undefined;

export function setProcessSecret(secret: string | undefined): void {
  processSecret = secret;
}

/** Mask the process's API key in text about to be written to a file. */
export function redactSecret(text: string): string {
  return redact(text, processSecret);
}

/**
 * Masks a secret in text that arrives in pieces (streamed model text): a key
 * split across two pieces would pass a piece-by-piece redact. The end of a
 * piece that could be the start of the secret is held back until the next
 * piece (or flush) shows whether it is.
 */
export class StreamRedactor {
  private pending = '';

  constructor(private readonly secret: string | undefined) {}

  push(delta: string): string {
    const secret = this.secret;
    if (!secret || secret.length < 6) return delta;
    const text = redact(this.pending + delta, secret);
    let hold = 0;
    for (let n = Math.min(secret.length - 1, text.length); n > 0; n--) {
      if (secret.startsWith(text.slice(-n))) {
        hold = n;
        break;
      }
    }
    this.pending = text.slice(text.length - hold);
    return text.slice(0, text.length - hold);
  }

  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }
}
