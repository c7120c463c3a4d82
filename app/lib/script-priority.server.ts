// The document's <head> asks for the page's JavaScript with <link rel="modulepreload">, at the browser's
// high priority. Nothing on screen needs it (the server rendered everything, the stylesheet is inline:
// decision 027), so it must not compete with the first paint: the links go out at low priority. Hydration
// still starts as soon as the modules are there; on a fast connection that is no later than before.
// React Router renders these links itself (<Scripts>, hoisted into <head> by React), so the attribute is
// added to the streamed head; everything after </head> passes through untouched.

const PRELOAD = /<link rel="modulepreload"/g;

export function lowPriorityModulePreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = "";
  let passed = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (passed) return controller.enqueue(chunk);
        head += decoder.decode(chunk, { stream: true });
        const end = head.indexOf("</head>");
        if (end === -1) return;
        passed = true;
        controller.enqueue(
          encoder.encode(head.slice(0, end).replace(PRELOAD, '<link fetchpriority="low" rel="modulepreload"') + head.slice(end)),
        );
        head = "";
      },
      flush(controller) {
        if (!passed && head) controller.enqueue(encoder.encode(head + decoder.decode()));
      },
    }),
  );
}
