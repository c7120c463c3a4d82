import { TransientAiError } from "./errors";

// With `stream: true` the AI binding answers a ReadableStream of server-sent events:
// `data: {"response":"..."}` frames ending with `data: [DONE]`. Models served through the
// OpenAI-compatible path send `choices[0].delta.content` instead, so both are read.

function textOf(payload: unknown): string {
  const p = payload as { response?: unknown; choices?: Array<{ delta?: { content?: unknown } }> } | null;
  if (typeof p?.response === "string") return p.response;
  const content = p?.choices?.[0]?.delta?.content;
  return typeof content === "string" ? content : "";
}

/**
 * Reads the stream to the end, reporting the text so far after each frame. A stream that breaks,
 * sends an unreadable frame or stops before `[DONE]` is a transport failure, never a short answer.
 */
export async function readWorkersAiStream(model: string, stream: unknown, onText: (textSoFar: string) => void): Promise<string> {
  if (!(stream instanceof ReadableStream)) {
    throw new TransientAiError(`Workers AI (${model}) did not answer with a stream.`);
  }
  const reader = (stream as ReadableStream<Uint8Array | string>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  const frame = (line: string): boolean => {
    const trimmed = line.trim();
    if (!trimmed.startsWith("data:")) return false;
    const data = trimmed.slice(5).trim();
    if (data === "[DONE]") return true;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      throw new TransientAiError(`Workers AI (${model}) sent an unreadable stream event: ${data.slice(0, 80)}`);
    }
    const error = (payload as { error?: unknown } | null)?.error;
    if (error)
      throw new TransientAiError(
        `Workers AI (${model}) failed while answering: ${typeof error === "string" ? error : JSON.stringify(error)}`,
      );
    const piece = textOf(payload);
    if (piece) {
      text += piece;
      onText(text);
    }
    return false;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : typeof value === "string" ? value : decoder.decode(value, { stream: true });
      const lines = buffer.split("\n");
      buffer = done ? "" : (lines.pop() ?? "");
      for (const line of lines) {
        if (frame(line)) return text;
      }
      if (done) break;
    }
  } catch (err) {
    if (err instanceof TransientAiError) throw err;
    throw new TransientAiError(`Workers AI (${model}) stream broke: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    reader.releaseLock();
  }
  throw new TransientAiError(`Workers AI (${model}) stream ended before the answer was complete.`);
}
