// Short notices that come and go by themselves (issue 16: after registering, a deposit credited,
// a withdrawal paid): a polite live region fixed at the bottom of the screen, out of the page's
// flow, each notice gone after a few seconds or when closed.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon';
import './toast.css';

export const TOAST_MS = 6000;

interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'info';
}

interface ToastControl {
  show: (text: string, tone?: Toast['tone']) => void;
}

const ToastContext = createContext<ToastControl | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback(
    (text: string, tone: Toast['tone'] = 'success') => {
      const id = nextId.current++;
      // At most three at once: the oldest makes way.
      setToasts((list) => [...list.slice(-2), { id, text, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="toasts" aria-live="polite">
        {toasts.map((toast) => (
          <p key={toast.id} className={`toast toast--${toast.tone}`}>
            <Icon name={toast.tone === 'success' ? 'check' : 'info'} size={18} />
            <span className="toast__text">{toast.text}</span>
            <button
              type="button"
              className="icon-button toast__close"
              aria-label={t('modal.close')}
              onClick={() => dismiss(toast.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastControl {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast outside ToastProvider');
  return value;
}
