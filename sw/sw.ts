/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { cacheImages } from './image-cache';
import { answerNavigationsWithShell } from './navigation';
import { showPushes } from './push';
import { listenForUpdateApproval } from './updates';

// The worker wires; each concern lives in its own file (docs/architecture.md §5). It never caches /api/: TanStack
// Query owns API data and persists it itself.
declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
answerNavigationsWithShell();
cacheImages(self);
listenForUpdateApproval(self);
showPushes(self);
clientsClaim();
