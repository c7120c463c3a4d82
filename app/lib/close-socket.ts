/**
 * Closes a socket we are done with. One still connecting (a quick navigation into and out of a
 * project, or React's development double effect) is closed once it opens: closing it mid-handshake
 * makes the browser log "WebSocket is closed before the connection is established".
 */
export function closeSocket(ws: WebSocket | null): void {
  if (!ws) return;
  if (ws.readyState === WebSocket.CONNECTING) {
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    ws.onopen = () => ws.close(1000, "leaving");
    return;
  }
  ws.close(1000, "leaving");
}
