// As packages/docusaurus/src/client/exports/ExecutionEnvironment.ts: false on the server, where
// accounts-docs renders every page, true in an island in the browser.
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
