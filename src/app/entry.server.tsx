import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Runs only at build time: `ssr: false` + `prerender` renders every public
 * page once to static HTML (docs/decisions/002). Waiting for `allReady`
 * writes each page complete, with no streamed placeholders that would need
 * JavaScript to show. Web streams need no Node adapter (@react-router/node).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    // React outlines large Suspense boundaries into hidden <template>s that an
    // inline script reveals on a timer, so that a streamed shell paints early.
    // A prerendered file gains nothing from that, and it hid the landing page's
    // sections until that script ran (~1.4 s on a throttled phone) and then
    // laid the page out a second time. One chunk keeps every boundary inline.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}
