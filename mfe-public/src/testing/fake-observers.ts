/** What a test sees of one observer the code under test created. */
export interface FakeObserver<Entry> {
  /** Calls the observer's callback, as the browser would after a layout. */
  report: (entries: Entry[]) => void;
  options: unknown;
  targets: Element[];
  disconnected: boolean;
}

/**
 * Puts a fake `ResizeObserver` or `IntersectionObserver` on the global object (jsdom has neither)
 * and records every instance, so a test can report sizes or intersections itself.
 */
export function installFakeObserver<Entry>(name: 'ResizeObserver' | 'IntersectionObserver') {
  const observers: Array<FakeObserver<Entry>> = [];
  const original: unknown = Reflect.get(globalThis, name);
  class Fake {
    private readonly record: FakeObserver<Entry>;
    constructor(report: (entries: Entry[]) => void, options?: unknown) {
      this.record = { report, options, targets: [], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  Reflect.set(globalThis, name, Fake);
  return {
    observers,
    restore: () => {
      Reflect.set(globalThis, name, original);
    },
  };
}
