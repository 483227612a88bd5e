import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ToastRegion, type Toast, type ToastTone } from './toast-region';

/** Shows in-page notifications (toasts). */
export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** How long success and info toasts stay; errors stay until dismissed. */
export const TOAST_DURATION_MS = 6000;
const MAX_TOASTS = 5;

const NotifyContext = createContext<Notify | null>(null);

/** Holds the toasts and renders their region (mounted once through `UiProvider`). */
export function NotificationsProvider({ children }: { children?: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (tone: ToastTone, message: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current.slice(-(MAX_TOASTS - 1)), { id, tone, message }]);
      if (tone !== 'error') {
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), TOAST_DURATION_MS),
        );
      }
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
    }),
    [show],
  );

  return (
    <NotifyContext value={notify}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </NotifyContext>
  );
}

/** `{ success, error, info }` to show a toast. Must be used under `UiProvider`. */
export function useNotify(): Notify {
  const notify = use(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <UiProvider>');
  return notify;
}
