/** An absolute http(s) address, as the server's URL fields take it (hosts without a TLD too: on-premise). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
