// What an OpenAI-compatible server answers to chat.completions: a JSON completion, or with
// `stream: true` server-sent events carrying the content in chunks, as the real API does.

export function chatCompletion(body: { stream?: boolean; model?: string }, content: string, chunkSize = 40): Response {
  const model = body.model ?? "model";
  if (!body.stream) {
    return Response.json({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model,
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
    });
  }
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => sseChunk(model, delta, finish);
  const events = [chunk({ role: "assistant", content: "" })];
  for (let i = 0; i < content.length; i += chunkSize) events.push(chunk({ content: content.slice(i, i + chunkSize) }));
  events.push(chunk({}, "stop"), "data: [DONE]\n\n");
  return new Response(events.join(""), { headers: { "content-type": "text/event-stream" } });
}

/** One server-sent event of a streamed chat completion. */
export function sseChunk(model: string, delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: "chatcmpl-1", object: "chat.completion.chunk", created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}
