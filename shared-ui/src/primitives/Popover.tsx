import {
  cloneElement,
  isValidElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from 'react';

export interface PopoverProps {
  /** The element that opens the popover (a single element: it becomes the Radix trigger via asChild). */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
  label?: string;
}

type ImplProps = PopoverProps & { defaultOpen?: boolean; focusTrigger?: boolean };

// The Radix implementation lives in its own chunk; once loaded, every Popover renders it directly.
// The host registers how to load it (setPopoverLoader): an import() inside a Module Federation
// shared module is bundled into the shared module's own chunk, which would put Radix on every page.
// (Even an unused default `import('./PopoverImpl')` here would do that, so there is none.)
type Loader = () => Promise<{ default: ComponentType<ImplProps> }>;
let loader: Loader = () =>
  Promise.reject(new Error('Popover: the host must call setPopoverLoader() or setPopoverImpl()'));
let Impl: ComponentType<ImplProps> | null = null;
let loading: Promise<ComponentType<ImplProps>> | null = null;
function loadImpl(): Promise<ComponentType<ImplProps>> {
  loading ??= loader().then((m) => (Impl = m.default));
  return loading;
}

/** Lets the host load the Radix part from its own lazy chunk (see above). */
export function setPopoverLoader(load: Loader): void {
  loader = load;
}

/** Installs the Radix part synchronously (unit tests: popovers work without waiting for a chunk). */
export function setPopoverImpl(impl: ComponentType<ImplProps>): void {
  Impl = impl;
}

type TriggerProps = {
  onPointerEnter?: (e: SyntheticEvent) => void;
  onFocus?: (e: SyntheticEvent) => void;
  onClick?: (e: SyntheticEvent) => void;
};

/**
 * Radix popover with the theme's look: Escape and outside click close it, focus is managed,
 * keyboard works. Until the first hover/focus/click the trigger is rendered plain and the Radix
 * code (~26 KB gz, its own chunk) is fetched then, so pages that never open a popover never
 * download it. A click made before it arrives opens the popover as soon as it has.
 */
export function Popover(props: PopoverProps) {
  const [wanted, setWanted] = useState<{ open: boolean; focus: boolean } | null>(null);
  const [, setLoaded] = useState(Impl !== null);
  useEffect(() => {
    if (wanted && !Impl)
      loadImpl().then(
        () => setLoaded(true),
        (err: unknown) => console.error(err),
      );
  }, [wanted]);

  if (Impl) {
    return (
      <Impl
        {...props}
        defaultOpen={props.open === undefined ? wanted?.open : undefined}
        focusTrigger={wanted?.focus}
      />
    );
  }
  const { trigger } = props;
  if (!isValidElement(trigger)) return <>{trigger}</>;
  const el = trigger as ReactElement<TriggerProps>;
  return cloneElement(el, {
    onPointerEnter: (e: SyntheticEvent) => {
      el.props.onPointerEnter?.(e);
      setWanted((w) => w ?? { open: false, focus: false });
    },
    onFocus: (e: SyntheticEvent) => {
      el.props.onFocus?.(e);
      setWanted((w) => ({ open: w?.open ?? false, focus: true }));
    },
    onClick: (e: SyntheticEvent) => {
      el.props.onClick?.(e);
      setWanted({ open: true, focus: false });
      props.onOpenChange?.(true);
    },
  });
}
