import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastInput,
  type ToastItem,
} from './toastStore';

interface ToastApi {
  toasts: ToastItem[];
  toast(input: ToastInput): { id: string; dismiss(): void };
  dismiss(id?: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);
let counter = 0;

/** Holds the toast state; render <Toaster /> once (the shell does) to show it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id?: string) => {
    dispatch({ type: 'dismiss', id });
    // A dismissed toast is only removed later (TOAST_REMOVE_DELAY_MS: 1,000,000 ms).
    const key = `remove:${id ?? '*'}`;
    if (!timers.current.has(key)) {
      timers.current.set(
        key,
        setTimeout(() => {
          timers.current.delete(key);
          dispatch({ type: 'remove', id });
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      counter += 1;
      const id = `t${counter}`;
      dispatch({ type: 'add', toast: { ...input, id, open: true } });
      timers.current.set(
        `close:${id}`,
        setTimeout(() => dismiss(id), input.duration ?? TOAST_DURATION_MS),
      );
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);

  const value = useMemo(() => ({ toasts, toast, dismiss }), [toasts, toast, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastApi {
  const v = useContext(ToastContext);
  if (!v) throw new Error('useToast must be used within a ToastProvider');
  return v;
}

const Viewport = styled.ol`
  position: fixed;
  z-index: 100;
  bottom: 16px;
  right: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(380px, calc(100vw - 32px));
`;

const Item = styled.li<{ $variant: string }>`
  background: ${(p) => (p.$variant === 'destructive' ? p.theme.colors.danger : p.theme.colors.surface)};
  color: ${(p) => (p.$variant === 'destructive' ? p.theme.colors.onDanger : p.theme.colors.text)};
  border: 1px solid ${(p) => (p.$variant === 'success' ? p.theme.colors.success : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 12px 36px 12px 14px;
  position: relative;
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
    font-size: 13px;
    opacity: 0.9;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  font-size: 16px;
`;

/** The toast area: shows the open toast(s) as a polite live region. The region is always in the
 *  page, so a screen reader hears each toast as it is added; the items stay plain list items (a role
 *  on them would break the list). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const open = toasts.filter((t) => t.open);
  return (
    <Viewport aria-live="polite" aria-label="Notifications" data-testid="toaster">
      {open.map((t) => (
        <Item key={t.id} $variant={t.variant ?? 'default'}>
          {t.title && <strong>{t.title}</strong>}
          {t.description && <p>{t.description}</p>}
          <Close aria-label="Close" onClick={() => dismiss(t.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Viewport>
  );
}
