'use client';
// A module a component needs only after it is drawn (rules that check what the visitor typed): asked for once the component is on screen, so its bytes do not delay the first draw.
import { useEffect, useState } from 'react';

/**
 * The module `load` gives (an `import()`, from a function defined once at module level), or null
 * until it has arrived. It is asked for after the first draw. A load that fails is thrown in the
 * next draw, to the nearest error boundary, as React.lazy's would be. Callers that need the module
 * at a moment of their own (a submit) await `load()` themselves: the bundler fetches it once.
 */
export function useModuleAfterDraw<Module>(load: () => Promise<Module>): Module | null {
  const [state, setState] = useState<{ module: Module | null; failure: Error | null }>({
    module: null,
    failure: null,
  });
  useEffect(() => {
    let isLive = true;
    load().then(
      (module) => {
        if (isLive) setState({ module, failure: null });
      },
      (error: unknown) => {
        if (isLive) {
          setState({
            module: null,
            failure: error instanceof Error ? error : new Error('module load failed'),
          });
        }
      },
    );
    return () => {
      isLive = false;
    };
  }, [load]);
  if (state.failure !== null) throw state.failure;
  return state.module;
}
