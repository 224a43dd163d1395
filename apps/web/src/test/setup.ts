import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes are compiled on first import; a cold run on a 2-core CI box with two workers can
// exceed the 1 s default by far. Waiting ends as soon as the element shows; this only bounds it.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs; carousels (embla), Radix and our scroll helpers call them.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

// jsdom has no layout: everything observed counts as on screen, as in a very tall window.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

function installBrowserStubs(): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

installBrowserStubs();

afterEach(() => {
  cleanup();
  // Tests stub fetch per case; put the stubs above back for the next one.
  vi.unstubAllGlobals();
  installBrowserStubs();
  document.title = '';
});

// The app loads its toaster on the first toast; warm the module so a busy run finds it at once.
await import('@/components/ui/toaster.tsx');

// Every render stands inside the app's language provider, in Spanish (the app's providers do this in the
// browser: lib/i18n.tsx). A test of the English pages puts its own provider inside.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  const { createElement } = await import('react');
  const { I18nProvider } = await import('@lingui/react');
  const { loadI18n, NAMESPACES } = await import('@/lib/i18n.tsx');
  const i18n = await loadI18n('es', undefined, NAMESPACES);
  const InSpanish = ({ children }: { children: React.ReactNode }) => createElement(I18nProvider, { i18n }, children);
  type Wrapper = React.JSXElementConstructor<{ children: React.ReactNode }>;
  const within = (Outer?: Wrapper): Wrapper =>
    Outer ? ({ children }) => createElement(InSpanish, null, createElement(Outer, null, children)) : InSpanish;
  return {
    ...rtl,
    render: ((ui: React.ReactNode, options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: within(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((hook, options) =>
      rtl.renderHook(hook, { ...options, wrapper: within(options?.wrapper) })) as typeof rtl.renderHook,
  };
});
