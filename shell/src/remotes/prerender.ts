// The server sends the home page's first paint as plain HTML inside #root (server/src/static/
// prerender.ts): this shell's frame around the remote's part, rendered by their builds. React's first
// commit clears #root; so that the heading does not vanish and come back while the remote's page
// chunk is still downloading, the shell keeps the remote's part (the page's prerendered content) and
// its loading fallback for that route shows it again, in place and at the same size, until the page
// renders. In that fallback the heading is plain text, not an h1: the page's h1 is the one the page
// itself renders (tests and screen readers take an h1 in main as 'the page is there').

interface Captured {
  /** The route pattern the server prerendered (data-prerender-main). */
  route: string;
  /** The URL path it was prerendered for: after a client-side navigation it no longer applies. */
  pathname: string;
  html: string;
}

let captured: Captured | null = null;

/** The main content as the loading fallback shows it: each h1 becomes a div of the same class. */
function asLoadingFrame(main: HTMLElement): string {
  const copy = main.cloneNode(true) as HTMLElement;
  for (const h1 of Array.from(copy.querySelectorAll('h1'))) {
    const div = main.ownerDocument.createElement('div');
    for (const a of Array.from(h1.attributes)) div.setAttribute(a.name, a.value);
    div.append(...Array.from(h1.childNodes));
    h1.replaceWith(div);
  }
  return copy.innerHTML;
}

/** Reads the prerendered main content; call before React renders into #root. */
export function capturePrerender(doc: Document = document): void {
  const main = doc.querySelector<HTMLElement>('#root [data-prerender-main]');
  const route = main?.dataset.prerenderMain;
  captured = main && route ? { route, pathname: doc.location.pathname, html: asLoadingFrame(main) } : null;
}

/** The prerendered markup to show while `route` loads, or null (another route, or navigated away). */
export function prerenderedMain(route: string, pathname = globalThis.location?.pathname): string | null {
  return captured && captured.route === route && captured.pathname === pathname ? captured.html : null;
}

/** Whether the server sent a prerendered first paint for this page. */
export function hasPrerender(): boolean {
  return captured !== null;
}

/**
 * Resolves once the browser has shown the page's first paint (its 'first-contentful-paint' entry),
 * or after `timeoutMs`. React's first commit waits for it when there is a prerender: replacing the
 * server's HTML before its frame was presented would throw that frame away (the visitor would see
 * the heading only when the app paints it, and the browser would not count the earlier paint).
 */
export function whenFirstPaintShown(timeoutMs: number, perf: Performance = performance): Promise<void> {
  return new Promise((resolve) => {
    if (perf.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      /* no paint timing in this browser: the timeout alone */
    }
  });
}
