import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a moment `seconds` from the last restart; 0 once it has passed. */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (now >= endsAt) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, endsAt - now));
    return () => window.clearTimeout(timer);
  }, [now, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((endsAt - now) / 1000)), restart };
}
