/** "AIza…WXYZ": enough to tell keys apart, never enough to use one. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '…' : `${key.slice(0, 4)}…${key.slice(-4)}`;
}

/** Remove a secret from text about to be shown or saved. */
export function redact(text: string, secret: string | undefined): string {
  return secret && secret.length >= 6 ? text.split(secret).join(maskKey(secret)) : text;
}
