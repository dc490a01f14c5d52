// registerType 'prompt' (docs/architecture.md §5): a new worker waits until the user chooses Reload in the
// 'A new version is available' prompt; the page then posts SKIP_WAITING and reloads once it takes control.
export function listenForUpdateApproval(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting();
  });
}
