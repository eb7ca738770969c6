import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

/** The window events through which @mantine/modals' `modals.*` calls reach the provider. */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/**
 * Mantine's modals provider, mounted on the first `modals.*` call (confirm(), the team's dialogs):
 * the Modal and its scroll lock are nothing a screen needs until then (docs/decisions/0025). Calls
 * made before it is up are kept and replayed, in order, once it listens.
 */
export function DeferredModals() {
  const [wanted, setWanted] = useState(false);
  const held = useRef<CustomEvent[]>([]);
  const holding = useRef(true);
  useEffect(() => {
    const hold = (event: Event) => {
      if (!holding.current) return;
      held.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const name of MODAL_EVENTS) window.addEventListener(name, hold);
    return () => {
      for (const name of MODAL_EVENTS) window.removeEventListener(name, hold);
    };
  }, []);
  if (!wanted) return null;
  const replay = () => {
    holding.current = false;
    for (const event of held.current.splice(0))
      window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  };
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      {/* After the provider: its listeners are attached (in a layout effect) when this replays. */}
      <AfterMount run={replay} />
    </Suspense>
  );
}

function AfterMount({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
