/**
 * The nonce the server wrote into this page's index.html (apps/server/src/web/admin.routes.ts). Ant Design writes
 * its styles into <style> elements at run time, which the page's CSP admits only with this nonce. Browsers hide a
 * nonce attribute from getAttribute; the property still reads it.
 */
export function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/**
 * Gives the nonce to every <style> element a script inserts without one. Ant Design passes it on its own styles,
 * but the rc-util helpers under it (the modal's scroll lock, the table's scrollbar measure) insert theirs without
 * any. Only elements created by script get it, and only our own scripts run (script-src 'self'): markup injected
 * as HTML is not inserted through these calls and stays refused.
 */
export function nonceInjectedStyles(nonce: string): void {
  const withNonce = <T extends Node>(node: T): T => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
    return node;
  };
  const { appendChild, insertBefore } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    return appendChild.call(this, withNonce(node)) as T;
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    return insertBefore.call(this, withNonce(node), child) as T;
  };
}
