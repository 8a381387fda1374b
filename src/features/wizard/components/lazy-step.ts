import { createElement, lazy, type ComponentType } from "react";

/**
 * React.lazy plus a preload: once the module is in, the step renders
 * directly, so moving between steps shows no loading state.
 */
export function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Lazy = lazy(preload);
  function Step(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Step, { preload });
}
