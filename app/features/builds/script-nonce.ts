/**
 * The Content-Security-Policy nonce of this page, for scripts the app adds after load (operators'
 * analytics snippets, a live-chat vendor's loader). Browsers hide the `nonce` attribute of parsed
 * elements (it reads as empty) but keep the value in the `nonce` property, which is read here.
 */
export function documentScriptNonce(doc: Document): string | undefined {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    if (script.nonce) return script.nonce;
  }
  return undefined;
}
